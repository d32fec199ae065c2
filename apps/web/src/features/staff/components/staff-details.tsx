import type { ReactNode } from 'react';
import { Anchor, Badge, DataList, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
import { useFormat } from '#web/lib/format.ts';
import { FunctionBadges } from '#web/features/staff/components/staff-badges.tsx';
import { PhoneLink } from '#web/features/staff/components/staff-columns.tsx';
import { useLanguageNames } from '#web/features/staff/components/staff-words.ts';

const Dimmed = ({ children }: { readonly children: ReactNode }) => (
  <Text span size="sm" c="dimmed">
    {children}
  </Text>
);

/** A staff member's contact and work: e-mail, phone, functions, pay, languages, notes, status, last change. */
export function StaffDetails({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const format = useFormat();
  const languageName = useLanguageNames();
  // On a phone each label sits above its value, so neither is squeezed.
  const phone = useMediaQuery('(max-width: 36em)');
  const none = <Dimmed>{t('staff.none')}</Dimmed>;
  const pay = (cents: number | null) =>
    cents === null ? <Dimmed>{t('staff.schoolDefault')}</Dimmed> : format.money(cents);
  const facts: readonly (readonly [string, ReactNode])[] = [
    [
      t('staff.fields.email'),
      member.email ? (
        <Anchor href={`mailto:${member.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Anchor>
      ) : (
        none
      ),
    ],
    [t('staff.fields.phone'), member.phone ? <PhoneLink phone={member.phone} /> : none],
    [t('staff.fields.functions'), <FunctionBadges key="functions" functions={member.functions} />],
    [t('staff.fields.payPerLesson'), pay(member.payPerLessonCents)],
    [t('staff.fields.payPerEvent'), pay(member.payPerEventCents)],
    [t('staff.fields.languages'), member.languages.length > 0 ? member.languages.map(languageName).join(', ') : none],
    [
      t('staff.fields.notes'),
      member.notes ? (
        <Text key="notes" span size="sm" style={{ whiteSpace: 'pre-line' }}>
          {member.notes}
        </Text>
      ) : (
        <Dimmed key="notes">{t('staff.view.noNotes')}</Dimmed>
      ),
    ],
    [
      t('list.status'),
      <Badge key="status" color={member.active ? 'green' : 'gray'} variant="light">
        {member.active ? t('list.active') : t('list.inactive')}
      </Badge>,
    ],
    [t('staff.view.lastChanged'), format.dateTime(member.updatedAt)],
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="staff-details">
      <Title order={2} fz="h4" mb="md" c="ocean.9">
        {t('staff.view.contact')}
      </Title>
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
