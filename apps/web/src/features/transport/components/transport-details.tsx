import type { ReactNode } from 'react';
import { Badge, DataList, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Transport } from '@lineup/contract/transports';
import { useFormat } from '#web/lib/format.ts';
import { PlateText } from '#web/features/transport/components/transport-columns.tsx';

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
    // Staff records do not exist yet, so no vehicle has a default driver.
    [t('transport.fields.defaultDriver'), <Dimmed key="driver">{t('transport.none')}</Dimmed>],
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
