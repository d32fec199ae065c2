import type { ReactNode } from 'react';
import { Anchor, Badge, DataList, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ageOn, isMinor, type Customer } from '@lineup/contract/customers';
import { formatPhone } from '@lineup/contract/phones';
import { useFormat } from '#web/lib/format.ts';
import { LevelBadge, localToday } from '#web/features/students/components/customer-columns.tsx';

const Dimmed = ({ children }: { readonly children: ReactNode }) => (
  <Text span size="sm" c="dimmed">
    {children}
  </Text>
);

const Phone = ({ phone }: { readonly phone: string }) => (
  <Anchor href={`tel:${phone}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatPhone(phone)}
  </Anchor>
);

/** Name and phone of a contact, or "None". */
function Contact({ name, phone }: { readonly name: string; readonly phone: string }) {
  const { t } = useTranslation();
  if (!name && !phone) return <Dimmed>{t('students.view.none')}</Dimmed>;
  return (
    <Text span size="sm">
      {name}
      {name && phone ? ' · ' : ''}
      {phone ? <Phone phone={phone} /> : null}
    </Text>
  );
}

function Facts({
  title,
  facts,
}: {
  readonly title: string;
  readonly facts: readonly (readonly [string, ReactNode])[];
}) {
  // On a phone each label sits above its value, so neither is squeezed.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <DataList size="sm" labelWidth={170} orientation={phone ? 'vertical' : 'horizontal'} withDivider>
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

/** A customer's contact and profile: level, age, guardian, emergency contact, waiver, notes. */
export function CustomerDetails({ customer }: { readonly customer: Customer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = localToday();
  const none = <Dimmed>{t('students.view.none')}</Dimmed>;
  const contact: (readonly [string, ReactNode])[] = [
    [
      t('students.fields.email'),
      customer.email ? (
        <Anchor href={`mailto:${customer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {customer.email}
        </Anchor>
      ) : (
        none
      ),
    ],
    [t('students.fields.phone'), customer.phone ? <Phone phone={customer.phone} /> : none],
    [t('students.fields.country'), customer.country ? format.country(customer.country) : none],
    [t('students.fields.address'), customer.address || none],
    [t('students.fields.documentId'), customer.documentId || none],
    [
      t('students.fields.emergency'),
      <Contact key="emergency" name={customer.emergencyName} phone={customer.emergencyPhone} />,
    ],
  ];
  const profile: (readonly [string, ReactNode])[] = [
    [t('students.fields.level'), <LevelBadge key="level" level={customer.level} />],
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
    [
      t('students.fields.notes'),
      customer.notes ? (
        <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
          {customer.notes}
        </Text>
      ) : (
        <Dimmed>{t('students.view.noNotes')}</Dimmed>
      ),
    ],
    [
      t('list.status'),
      <Badge key="status" color={customer.active ? 'green' : 'gray'} variant="light">
        {customer.active ? t('list.active') : t('list.inactive')}
      </Badge>,
    ],
    [t('students.view.lastChanged'), format.dateTime(customer.updatedAt)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Facts title={t('students.view.contact')} facts={contact} />
      <Facts title={t('students.view.profile')} facts={profile} />
    </SimpleGrid>
  );
}
