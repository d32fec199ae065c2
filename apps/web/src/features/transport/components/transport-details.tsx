import type { ReactNode } from 'react';
import { Anchor, Badge, DataList, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Transport } from '@lineup/contract/transports';
import { useFormat } from '#web/lib/format.ts';
import { PlateText } from '#web/features/transport/components/transport-columns.tsx';

/** The address of a staff member's page, where the driver's name leads. */
const staffPath = (id: string) => `/staff/${encodeURIComponent(id)}`;

const Dimmed = ({ children }: { readonly children: ReactNode }) => (
  <Text span size="sm" c="dimmed">
    {children}
  </Text>
);

/** A vehicle's facts: name, plate, seats, default driver, notes, status and its last change. */
export function TransportDetails({ transport }: { readonly transport: Transport }) {
  const { t } = useTranslation();
  const format = useFormat();
  // On a phone each label sits above its value, so neither is squeezed.
  const phone = useMediaQuery('(max-width: 36em)');
  const facts: readonly (readonly [string, ReactNode])[] = [
    [t('transport.fields.name'), transport.name],
    [t('transport.fields.plate'), <PlateText key="plate" plate={transport.plate} />],
    [t('transport.view.seats'), format.number(transport.seats)],
    [
      t('transport.fields.defaultDriver'),
      transport.defaultDriverId && transport.defaultDriverName ? (
        <Anchor key="driver" component={Link} to={staffPath(transport.defaultDriverId)} size="sm">
          {transport.defaultDriverName}
        </Anchor>
      ) : (
        <Dimmed key="driver">{t('transport.none')}</Dimmed>
      ),
    ],
    [
      t('transport.fields.notes'),
      transport.notes ? (
        <Text key="notes" span size="sm" style={{ whiteSpace: 'pre-line' }}>
          {transport.notes}
        </Text>
      ) : (
        <Dimmed key="notes">{t('transport.view.noNotes')}</Dimmed>
      ),
    ],
    [
      t('list.status'),
      <Badge key="status" color={transport.active ? 'green' : 'gray'} variant="light">
        {transport.active ? t('list.active') : t('list.inactive')}
      </Badge>,
    ],
    [t('transport.view.lastChanged'), format.dateTime(transport.updatedAt)],
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="transport-details">
      <DataList size="sm" labelWidth={190} orientation={phone ? 'vertical' : 'horizontal'} withDivider>
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}
