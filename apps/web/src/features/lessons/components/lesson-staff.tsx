import { useState } from 'react';
import { Anchor, Select } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EVENT_STAFF_ROLES, type EventStaffRole, type SeriesScope } from '@lineup/contract/events';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import { useAccess } from '#web/lib/me/use-access.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { eventChanges, useEventChange } from '#web/features/lessons/api/lessons-api.ts';
import {
  useParticipantChange,
  useRemoval,
  type LessonSectionProps,
} from '#web/features/lessons/components/participant-changes.ts';
import {
  ACTIVE_ONLY,
  ADD_FIELD_STYLE,
  AddRow,
  ParticipantSection,
} from '#web/features/lessons/components/participant-section.tsx';
import { SeriesScopeField } from '#web/features/lessons/components/series-scope.tsx';
import { isWarning, useWarningConfirm } from '#web/features/lessons/components/warning-confirm.tsx';

/** The staff on the event with their role and the pay fixed when they were booked; those who plan add and remove them. */
export function LessonStaff({ event, schoolId, plans }: LessonSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const seesStaff = useAccess('staff').read;
  const [staffId, setStaffId] = useState<string | null>(null);
  const [role, setRole] = useState<EventStaffRole>('instructor');
  const [scope, setScope] = useState<SeriesScope>('one');
  const nameOf = (id: string) => event.staff.find((member) => member.staffId === id)?.name ?? '';
  const warning = useWarningConfirm();
  const adding = useEventChange(schoolId, eventChanges.addStaff);
  /** Books them; outside their availability or with an expired certification, asks, then books anyway. */
  function book(id: string, added: EventStaffRole, override = false) {
    adding.mutate([event.id, id, added, scope, override], {
      onSuccess: (changed) =>
        showSuccess(
          t('lessons.view.staff.added', {
            name: changed.staff.find((member) => member.staffId === id)?.name ?? '',
            role: t(`lessons.view.roles.${added}`),
          }),
        ),
      onError: (error) => {
        if (!override && isWarning(error)) warning.ask(error, () => book(id, added, true));
        else showError(errorText(error, t));
      },
    });
  }

  const remove = useParticipantChange(schoolId, eventChanges.removeStaff, (_changed, _eventId, id) =>
    t('lessons.view.staff.removed', { name: nameOf(id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  return (
    <>
      {warning.dialog}
      <ParticipantSection
        id="lesson-staff"
        title={t('lessons.view.staff.title')}
        icon={<IconUsersGroup size={20} aria-hidden />}
        empty={t('lessons.view.staff.empty')}
        rows={event.staff.map((member) => ({
          key: member.staffId,
          name: seesStaff ? (
            <Anchor component={Link} to={`/staff/${encodeURIComponent(member.staffId)}`} inherit>
              {member.name}
            </Anchor>
          ) : (
            member.name
          ),
          details: seesStaff
            ? `${t(`lessons.view.roles.${member.role}`)} · ${t('lessons.view.staff.pay', { amount: format.money(member.payCents) })}`
            : t(`lessons.view.roles.${member.role}`),
          ...removal(member.staffId, member.name),
        }))}
        add={
          plans && seesStaff ? (
            <AddRow
              ready={staffId !== null}
              pending={adding.isPending}
              icon={<IconUserPlus size={16} aria-hidden />}
              onAdd={() => {
                if (staffId) book(staffId, role);
                setStaffId(null);
              }}
            >
              <ReferenceSelect
                path="/api/v1/staff"
                domain="staff"
                label={t('lessons.view.staff.pick')}
                listFilter={ACTIVE_ONLY}
                value={staffId}
                onChange={setStaffId}
                style={ADD_FIELD_STYLE}
              />
              <Select
                label={t('lessons.view.staff.role')}
                data={EVENT_STAFF_ROLES.map((value) => ({ value, label: t(`lessons.view.roles.${value}`) }))}
                value={role}
                allowDeselect={false}
                onChange={(value) => setRole(EVENT_STAFF_ROLES.find((known) => known === value) ?? 'instructor')}
                style={{ flex: '0 1 160px' }}
              />
              <SeriesScopeField series={event.series} value={scope} onChange={setScope} compact />
            </AddRow>
          ) : undefined
        }
      />
    </>
  );
}
