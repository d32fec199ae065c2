import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
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
import { FunctionBadges } from '#web/features/staff/components/staff-badges.tsx';
import { useLanguageNames } from '#web/features/staff/components/staff-words.ts';

/** A staff member's contact and work: e-mail, phone, functions, pay, languages, notes, status, last change. */
export function StaffDetails({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const format = useFormat();
  const languageName = useLanguageNames();
  const none = <Dimmed>{t('staff.none')}</Dimmed>;
  const pay = (cents: number | null) =>
    cents === null ? <Dimmed>{t('staff.schoolDefault')}</Dimmed> : format.money(cents);
  const facts: readonly Fact[] = [
    [t('staff.fields.email'), member.email ? <EmailLink email={member.email} /> : none],
    [t('staff.fields.phone'), member.phone ? <PhoneLink phone={member.phone} /> : none],
    [t('staff.fields.functions'), <FunctionBadges key="functions" functions={member.functions} />],
    [t('staff.fields.payPerLesson'), pay(member.payPerLessonCents)],
    [t('staff.fields.payPerEvent'), pay(member.payPerEventCents)],
    [t('staff.fields.languages'), member.languages.length > 0 ? member.languages.map(languageName).join(', ') : none],
    [t('staff.fields.notes'), <NotesText key="notes" notes={member.notes} empty={t('staff.view.noNotes')} />],
    [t('list.status'), <ActiveBadge key="status" active={member.active} />],
    [t('staff.view.lastChanged'), format.dateTime(member.updatedAt)],
  ];
  return <FactsCard title={t('staff.view.contact')} facts={facts} testId="staff-details" />;
}
