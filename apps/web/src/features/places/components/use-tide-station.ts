import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { TideStation } from '@lineup/contract/conditions';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { placeConditionsQuery, tideStationsQuery } from '#web/features/places/api/tides-api.ts';
import { hasPoint, shownStation, type StationSetting } from '#web/features/places/shown-station.ts';

/** The stations a new place's nearest is taken from: the first is the nearest. */
const NEAREST_LIMIT = 5;
/** The stations a search by name offers, nearest the place first. */
const SEARCH_LIMIT = 20;
/** A pause in typing (or in dragging the marker) before the server is asked. */
const PAUSE_MS = 400;

interface TideStationOptions {
  /** The saved place: its id for its conditions, its point and station as saved. */
  readonly saved: (StationSetting & { readonly id: string }) | null;
  readonly form: StationSetting;
}

/**
 * The station a place's form shows (decision 013) and the stations it offers instead: those
 * nearest the form's point, or those whose name holds what is typed.
 */
export function useTideStation({ saved, form }: TideStationOptions) {
  const schoolId = useSchoolId() ?? '';
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TideStation | null>(null);
  const [latitude] = useDebouncedValue(form.latitude, PAUSE_MS);
  const [longitude] = useDebouncedValue(form.longitude, PAUSE_MS);
  const [typed] = useDebouncedValue(search.trim(), PAUSE_MS);
  const point = hasPoint({ latitude, longitude, tideStationId: null })
    ? { latitude: latitude as number, longitude: longitude as number }
    : null;

  const conditions = useQuery({
    ...placeConditionsQuery(schoolId, saved?.id ?? ''),
    enabled: schoolId !== '' && saved !== null,
  });
  const nearest = useQuery({
    ...tideStationsQuery(schoolId, { ...point, limit: NEAREST_LIMIT }),
    enabled: schoolId !== '' && point !== null,
  });
  const found = useQuery({
    ...tideStationsQuery(schoolId, { ...point, q: typed, limit: SEARCH_LIMIT }),
    enabled: schoolId !== '' && typed !== '',
  });

  const seen = [...(picked ? [picked] : []), ...(found.data ?? [])];
  const shown = shownStation({
    saved,
    form,
    conditions: { data: conditions.data, failed: conditions.isError },
    nearest: { data: point ? nearest.data : undefined, failed: nearest.isError },
    seen,
  });
  // What to choose from: the search's answer while something is typed, else the nearest.
  const choices = typed === '' ? (point ? (nearest.data ?? []) : []) : (found.data ?? []);
  return {
    shown,
    choices,
    /** The chosen station, when it is among none of the choices, so that the field can name it. */
    chosen: [...seen, ...(nearest.data ?? []), ...(conditions.data?.station ? [conditions.data.station] : [])].find(
      (station) => station.id === form.tideStationId,
    ),
    searching: typed !== '' && found.isFetching,
    setSearch,
    pick: (id: string | null) => setPicked(choices.find((station) => station.id === id) ?? null),
    retry: () => {
      if (conditions.isError) void conditions.refetch();
      if (nearest.isError) void nearest.refetch();
    },
  };
}
