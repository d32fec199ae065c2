import type { ReactNode } from 'react';
import { Box, Button, Group, Select, Skeleton, Spoiler, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconRefresh, IconRipple, IconRippleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIDE_STATION_MATCH_KM, type TideStation } from '@lineup/contract/conditions';
import { useFormat } from '#web/lib/format.ts';
import type { ShownStation, StationSetting } from '#web/features/places/shown-station.ts';
import { useTideStation } from '#web/features/places/components/use-tide-station.ts';

interface TideStationFieldProps {
  /** The saved place, or null for a new one. */
  readonly saved: (StationSetting & { readonly id: string }) | null;
  readonly form: StationSetting;
  readonly onChange: (tideStationId: string | null) => void;
  readonly error?: ReactNode;
}

/** The line that says which station the place takes its tides from, and how far it is. */
function StationLine({ shown, onRetry }: { readonly shown: ShownStation; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (shown.kind === 'loading') return <Skeleton h={22} w="60%" radius="sm" data-testid="tide-station-loading" />;
  if (shown.kind === 'failed')
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="tide-station">
          {t('places.tides.loadFailed')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('list.retry')}
        </Button>
      </Group>
    );
  const station = shown.kind === 'station';
  const words = station
    ? shown.distanceKm === null
      ? // A station found by name before the place has a point: no distance yet.
        t('places.tides.chosenName', { name: shown.name })
      : t(shown.chosen ? 'places.tides.chosenStation' : 'places.tides.nearestStation', {
          name: shown.name,
          distance: format.number(shown.distanceKm),
        })
    : shown.kind === 'noPoint'
      ? t('places.tides.noPoint')
      : shown.kind === 'gone'
        ? t('places.tides.gone')
        : t('places.tides.noStation', { km: TIDE_STATION_MATCH_KM });
  const Icon = station ? IconRipple : IconRippleOff;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={20} aria-hidden style={{ flex: 'none', marginTop: 1 }} color="var(--mantine-color-ocean-7)" />
        <Text size="sm" fw={station ? 600 : 400} c={station ? undefined : 'dimmed'} data-testid="tide-station">
          {words}
        </Text>
      </Group>
      {station && shown.attribution ? (
        // A data licence's credit can run to a paragraph: two lines of it (18 px each), the rest on demand.
        <Box pl={28}>
          <Spoiler
            maxHeight={36}
            showLabel={t('places.tides.creditMore')}
            hideLabel={t('places.tides.creditLess')}
            styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
          >
            <Text size="xs" lh="18px" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('places.tides.attribution', { source: shown.attribution })}
            </Text>
          </Spoiler>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The place's tide station: the one it takes now (the nearest within 100 km unless the school
 * chose one), a search of the stations nearest the place or by name, and the way back to the nearest.
 */
export function TideStationField({ saved, form, onChange, error }: TideStationFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const station = useTideStation({ saved, form });
  const label = (one: TideStation) =>
    one.distanceKm === null
      ? one.name
      : t('places.tides.option', { name: one.name, distance: format.number(one.distanceKm) });
  const data = station.choices.map((one) => ({ value: one.id, label: label(one) }));
  const { chosen } = station;
  if (chosen && !data.some((option) => option.value === chosen.id))
    data.unshift({ value: chosen.id, label: label(chosen) });
  return (
    <Stack gap="sm">
      <StationLine shown={station.shown} onRetry={station.retry} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('places.tides.station')}
          description={t('places.tides.stationHint', { km: TIDE_STATION_MATCH_KM })}
          placeholder={t('places.tides.search')}
          searchable
          // The server searched: names match whatever their accents.
          filter={({ options }) => options}
          openOnFocus={false}
          nothingFoundMessage={station.searching ? t('places.tides.searching') : t('places.tides.noMatch')}
          data={data}
          value={form.tideStationId}
          error={error}
          allowDeselect={false}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
          onChange={(id) => {
            station.pick(id);
            onChange(id);
          }}
          onSearchChange={(text) => {
            // Picking an option shows its label, which is not a search.
            station.setSearch(data.some((option) => option.label === text) ? '' : text);
          }}
        />
        {form.tideStationId !== null ? (
          <Button
            variant="default"
            mih={{ base: 44, sm: 36 }}
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('places.tides.useNearest')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
