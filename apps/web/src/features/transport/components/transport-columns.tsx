import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Transport } from '@lineup/contract/transports';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';

/** The address of one vehicle's page. */
export const transportPath = (id: string) => `/transport/${encodeURIComponent(id)}`;

/** Plates read in a fixed-width face, as on the plate itself. */
export function PlateText({ plate }: { readonly plate: string }) {
  const { t } = useTranslation();
  return plate ? (
    <Text span size="sm" ff="monospace">
      {plate}
    </Text>
  ) : (
    <Text span size="sm" c="dimmed">
      {t('transport.noPlate')}
    </Text>
  );
}

/** Name (opening the vehicle's page), plate, seats and status. */
export function useTransportColumns(): Column<Transport>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Transport>();
  return [
    {
      key: 'name',
      label: t('transport.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (transport) => (
        <Anchor component={Link} to={transportPath(transport.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {transport.name}
        </Anchor>
      ),
    },
    {
      key: 'plate',
      label: t('transport.columns.plate'),
      sortKey: 'plate',
      render: (transport) => <PlateText plate={transport.plate} />,
    },
    {
      key: 'seats',
      label: t('transport.columns.seats'),
      sortKey: 'seats',
      numeric: true,
      render: (transport) => format.number(transport.seats),
    },
    active,
  ];
}
