import { Badge, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ageOn, isMinor, type Customer } from '@lineup/contract/customers';
import {
  ActiveBadge,
  Dimmed,
  EmailLink,
  FactsCard,
  NotesText,
  PhoneLink,
  type Fact,
} from '#web/components/ui/facts-card.tsx';
import { useFormat } from '#web/lib/format.ts';
import { LevelBadge, localToday } from '#web/features/students/components/customer-columns.tsx';

/** Name and phone of a contact, or "None". */
function Contact({ name, phone }: { readonly name: string; readonly phone: string }) {
  const { t } = useTranslation();
  if (!name && !phone) return <Dimmed>{t('students.view.none')}</Dimmed>;
  return (
    <Text span size="sm">
      {name}
      {name && phone ? ' · ' : ''}
      {phone ? <PhoneLink phone={phone} /> : null}
    </Text>
  );
}

/** A customer's contact and profile: level, age, guardian, emergency contact, waiver, notes. */
export function CustomerDetails({ customer }: { readonly customer: Customer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = localToday();
  const none = <Dimmed>{t('students.view.none')}</Dimmed>;
  const contact: Fact[] = [
    [t('students.fields.email'), customer.email ? <EmailLink email={customer.email} /> : none],
    [t('students.fields.phone'), customer.phone ? <PhoneLink phone={customer.phone} /> : none],
    [t('students.fields.country'), customer.country ? format.country(customer.country) : none],
    [t('students.fields.address'), customer.address || none],
    [t('students.fields.documentId'), customer.documentId || none],
    [
      t('students.fields.emergency'),
      <Contact key="emergency" name={customer.emergencyName} phone={customer.emergencyPhone} />,
    ],
  ];
  const profile: Fact[] = [
    [t('students.fields.level'), <LevelBadge key="level" level={customer.level} />],
    [t('students.fields.wetsuitSize'), customer.wetsuitSize ?? none],
    [
      t('students.fields.birthDate'),
      customer.birthDate ? (
        <Text span size="sm">
          {format.date(`${customer.birthDate}T12:00:00Z`)} ·{' '}
          {t('students.view.age', { count: ageOn(customer.birthDate, today) })}{' '}
          {isMinor(customer.birthDate, today) ? (
            <Badge size="sm" color="orange" variant="light">
              {t('students.minor')}
            </Badge>
          ) : null}
        </Text>
      ) : (
        none
      ),
    ],
    [
      t('students.fields.guardian'),
      <Contact key="guardian" name={customer.guardianName} phone={customer.guardianPhone} />,
    ],
    [
      t('students.fields.waiver'),
      customer.waiverAcceptedOn ? (
        t('students.view.signedBy', {
          date: format.date(`${customer.waiverAcceptedOn}T12:00:00Z`),
          name: customer.waiverAcceptedBy,
        })
      ) : (
        <Badge color="orange" variant="light">
          {t('students.view.notSigned')}
        </Badge>
      ),
    ],
    [t('students.fields.notes'), <NotesText key="notes" notes={customer.notes} empty={t('students.view.noNotes')} />],
    [t('list.status'), <ActiveBadge key="status" active={customer.active} />],
    [t('students.view.lastChanged'), format.dateTime(customer.updatedAt)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <FactsCard title={t('students.view.contact')} facts={contact} testId="customer-contact" />
      <FactsCard title={t('students.view.profile')} facts={profile} testId="customer-profile" />
    </SimpleGrid>
  );
}
