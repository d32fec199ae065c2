import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { textColorOn } from '@lineup/contract/event-types';
import { BaseMap } from '#web/components/ui/map/base-map.tsx';
import { escapeHtml } from '#web/lib/escape-html.ts';

/** A place of the day on the map: where it is, how many events, in the colour of its first one. */
export interface DayPlace {
  readonly id: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly count: number;
  readonly color: string;
}

interface DayMapProps {
  readonly places: readonly DayPlace[];
  readonly selected: string | null;
  readonly onSelect: (placeId: string) => void;
  readonly height: number;
}

/** Lisbon's coast, where a school with no places yet is likely to be. */
const FALLBACK = { latitude: 38.7, longitude: -9.3 };

/** Keeps every place of the day in view, and the chosen one in the middle. */
function FitPlaces({ places, selected }: Pick<DayMapProps, 'places' | 'selected'>) {
  const map = useMap();
  const key = places.map((place) => place.id).join(',');
  useEffect(() => {
    if (places.length === 0) return;
    map.fitBounds(latLngBounds(places.map((place) => [place.latitude, place.longitude])), {
      padding: [40, 40],
      maxZoom: 13,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new set of places, not a new array
  }, [map, key]);
  useEffect(() => {
    const place = places.find((candidate) => candidate.id === selected);
    if (place) map.panTo([place.latitude, place.longitude]);
  }, [map, places, selected]);
  return null;
}

/** Read by screen readers, not shown. */
const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

/** A round marker with the count, in the colour of the place's first event; larger when chosen; named by `label`. */
function countIcon(place: DayPlace, chosen: boolean, label: string) {
  const size = chosen ? 40 : 32;
  return divIcon({
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:${place.color};color:${textColorOn(place.color)};font:700 14px/1 sans-serif;border:3px solid ${chosen ? '#111827' : '#ffffff'};box-shadow:0 1px 4px rgba(0,0,0,.35)" aria-hidden="true">${place.count}</span><span style="${HIDDEN}">${escapeHtml(label)}</span>`,
  });
}

/**
 * The day's places on the map, each a marker with its number of events; a marker chosen (by a
 * click or from the list) is outlined and comes to the middle. Without tiles it still works on a
 * plain background.
 */
export default function DayMap({ places, selected, onSelect, height }: DayMapProps) {
  const { t } = useTranslation();
  const center = places[0] ?? FALLBACK;
  const markers = useMemo(
    () =>
      places.map((place) => (
        <Marker
          key={place.id}
          position={[place.latitude, place.longitude]}
          icon={countIcon(
            place,
            place.id === selected,
            t('lessons.daily.marker', { place: place.name, count: place.count }),
          )}
          title={t('lessons.daily.marker', { place: place.name, count: place.count })}
          keyboard
          eventHandlers={{ click: () => onSelect(place.id) }}
        >
          <Tooltip direction="top" offset={[0, -18]}>
            {place.name}
          </Tooltip>
        </Marker>
      )),
    [places, selected, onSelect, t],
  );
  return (
    <BaseMap
      label={t('lessons.daily.map')}
      tilesUnavailable={t('lessons.daily.tilesUnavailable')}
      center={[center.latitude, center.longitude]}
      zoom={11}
      height={height}
    >
      <FitPlaces places={places} selected={selected} />
      {markers}
    </BaseMap>
  );
}
