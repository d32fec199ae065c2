import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Transport } from '@lineup/contract/transports';
import { ActiveBadge, Dimmed, FactsCard, NotesText, type Fact } from '#web/components/ui/facts-card.tsx';
import { useFormat } from '#web/lib/format.ts';
import { PlateText } from '#web/features/transport/components/transport-columns.tsx';

/** The address of a staff member's page, where the driver's name leads. */
const staffPath = (id: string) => `/staff/${encodeURIComponent(id)}`;

/** A vehicle's facts: name, plate, seats, default driver, notes, status and its last change. */
export function TransportDetails({ transport }: { readonly transport: Transport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts: readonly Fact[] = [
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
      <NotesText key="notes" notes={transport.notes} empty={t('transport.view.noNotes')} />,
    ],
    [t('list.status'), <ActiveBadge key="status" active={transport.active} />],
    [t('transport.view.lastChanged'), format.dateTime(transport.updatedAt)],
  ];
  return <FactsCard facts={facts} testId="transport-details" />;
}
