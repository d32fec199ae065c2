import type { ReactNode } from 'react';
import { Divider, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TideStates } from '@lineup/contract/conditions';
import type { StationSetting } from '#web/features/places/shown-station.ts';
import { TideStatesField } from '#web/features/places/components/tide-states-field.tsx';
import { TideStationField } from '#web/features/places/components/tide-station-field.tsx';

/** Tide predictions are astronomical only (decision 013): said wherever tides show. */
function TideNotice() {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconInfoCircle
        size={16}
        aria-hidden
        style={{ flex: 'none', marginTop: 1 }}
        color="var(--mantine-color-dimmed)"
      />
      <Text size="xs" c="dimmed">
        {t('places.tides.notice')}
      </Text>
    </Group>
  );
}

interface PlaceTidesFieldsetProps {
  /** The saved place, or null for a new one. */
  readonly saved: (StationSetting & { readonly id: string }) | null;
  /** The form's point and station as they stand. */
  readonly form: StationSetting;
  readonly tideStates: TideStates;
  readonly onStationChange: (tideStationId: string | null) => void;
  readonly onStatesChange: (tideStates: TideStates) => void;
  readonly stationError?: ReactNode;
}

/** A place's tides: its station, the tides that suit each level, and what the predictions are not. */
export function PlaceTidesFieldset(props: PlaceTidesFieldsetProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('places.tides.title')} variant="filled" data-testid="place-tides">
      <Stack gap="md">
        <TideStationField
          saved={props.saved}
          form={props.form}
          onChange={props.onStationChange}
          error={props.stationError}
        />
        <Divider />
        <TideStatesField value={props.tideStates} onChange={props.onStatesChange} />
        <TideNotice />
      </Stack>
    </Fieldset>
  );
}
