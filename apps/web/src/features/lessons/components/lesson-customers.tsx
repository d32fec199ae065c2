import { useState } from 'react';
import { ActionIcon, Anchor, Badge } from '@mantine/core';
import { IconShoppingCartPlus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Event, SeriesScope } from '@lineup/contract/events';
import { Hint } from '#web/components/ui/hint.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { ownStaffQuery } from '#web/lib/me/own-staff.ts';
import { useAccess } from '#web/lib/me/use-access.ts';
import { SaleDialog } from '#web/features/money/public/money-dialogs.ts';
import { eventChanges } from '#web/features/lessons/api/lessons-api.ts';
import { AttendanceButtons } from '#web/features/lessons/components/attendance-buttons.tsx';
import { useHeadCount } from '#web/features/lessons/components/lesson-columns.tsx';
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

/** Whether the signed-in member is one of this event's instructors, through their linked staff record. */
function useTeaches(event: Event, schoolId: string): boolean {
  const own = useQuery(ownStaffQuery(schoolId));
  const staffId = own.data?.staff?.id;
  return (
    staffId !== undefined && event.staff.some((member) => member.staffId === staffId && member.role === 'instructor')
  );
}

/**
 * The customers booked, each with their attendance: large buttons a thumb can hit on a phone at
 * the beach, for those who plan and for the event's own instructors. Those who plan book more
 * customers (searched by name) and take a booking made by mistake off; those who keep customers'
 * money sell to one from their row (a package at the beach), the sale naming the lesson.
 */
export function LessonCustomers({ event, schoolId, plans }: LessonSectionProps) {
  const { t } = useTranslation();
  const { read: seesCustomers, write: sells } = useAccess('customer');
  const [selling, setSelling] = useState<{ readonly id: string; readonly name: string } | null>(null);
  const teaches = useTeaches(event, schoolId);
  const records = (useAccess('event').write || teaches) && event.status === 'scheduled';
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [scope, setScope] = useState<SeriesScope>('one');
  const nameOf = (id: string) => event.customers.find((customer) => customer.customerId === id)?.name ?? '';
  const add = useParticipantChange(schoolId, eventChanges.addCustomer, (changed, _eventId, id) =>
    t('lessons.view.customers.added', {
      name: changed.customers.find((customer) => customer.customerId === id)?.name ?? '',
    }),
  );
  const remove = useParticipantChange(schoolId, eventChanges.removeCustomer, (_changed, _eventId, id) =>
    t('lessons.view.customers.removed', { name: nameOf(id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  const mark = useParticipantChange(schoolId, eventChanges.setAttendance, (_changed, _eventId, id, attendance) =>
    t('lessons.view.customers.recorded', {
      name: nameOf(id),
      attendance: t(`lessons.view.attendance.${attendance}`),
    }),
  );
  const headCount = useHeadCount();
  return (
    <>
      <ParticipantSection
        id="lesson-customers"
        title={t('lessons.view.customers.title')}
        icon={<IconUsers size={20} aria-hidden />}
        aside={
          <Badge variant="light" color="ocean" style={{ flex: 'none' }}>
            {headCount(event)}
          </Badge>
        }
        empty={t('lessons.view.customers.empty')}
        rows={event.customers.map((customer) => ({
          key: customer.customerId,
          name: seesCustomers ? (
            <Anchor component={Link} to={`/student/${encodeURIComponent(customer.customerId)}`} inherit>
              {customer.name}
            </Anchor>
          ) : (
            customer.name
          ),
          control: (
            <AttendanceButtons
              label={t('lessons.view.customers.attendance', { name: customer.name })}
              disabled={!records || (mark.pending && mark.variables?.[1] === customer.customerId)}
              value={customer.attendance}
              onChange={(attendance) => mark.run(event.id, customer.customerId, attendance)}
            />
          ),
          details: customer.wetsuitSize
            ? t('lessons.view.customers.wetsuit', { size: customer.wetsuitSize })
            : undefined,
          actions: sells ? (
            <Hint label={t('lessons.view.customers.sell')} withArrow>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('lessons.view.customers.sellTo', { name: customer.name })}
                onClick={() => setSelling({ id: customer.customerId, name: customer.name })}
              >
                <IconShoppingCartPlus size={18} aria-hidden />
              </ActionIcon>
            </Hint>
          ) : undefined,
          ...removal(customer.customerId, customer.name),
        }))}
        add={
          plans && seesCustomers ? (
            <AddRow
              ready={customerId !== null}
              pending={add.pending}
              icon={<IconUserPlus size={16} aria-hidden />}
              onAdd={() => {
                if (customerId) add.run(event.id, customerId, scope);
                setCustomerId(null);
              }}
            >
              <ReferenceSelect
                path="/api/v1/customers"
                domain="customers"
                label={t('lessons.view.customers.pick')}
                description={t('lessons.view.customers.pickHint')}
                listFilter={ACTIVE_ONLY}
                value={customerId}
                onChange={setCustomerId}
                style={ADD_FIELD_STYLE}
              />
              <SeriesScopeField series={event.series} value={scope} onChange={setScope} compact />
            </AddRow>
          ) : undefined
        }
      />
      {selling ? (
        <SaleDialog
          schoolId={schoolId}
          customerId={selling.id}
          customerName={selling.name}
          eventId={event.id}
          onClose={() => setSelling(null)}
        />
      ) : null}
    </>
  );
}
