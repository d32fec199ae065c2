import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  IconBus,
  IconRuler2,
  IconScubaMask,
  IconShoppingCartPlus,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  EVENT_CAPACITY_MAX,
  EVENT_STAFF_ROLES,
  type Event,
  type EventStaffRole,
  type SeriesScope,
} from '@lineup/contract/events';
import { WETSUIT_SIZES, type WetsuitSize } from '@lineup/contract/equipment';
import { SaleDialog } from '#web/components/money/money-dialogs.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import { ownStaffQuery } from '#web/lib/me/own-staff.ts';
import { useAccess } from '#web/lib/me/use-access.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { eventChanges, useEventChange } from '#web/features/lessons/api/lessons-api.ts';
import { AttendanceButtons } from '#web/features/lessons/components/attendance-buttons.tsx';
import { useHeadCount } from '#web/features/lessons/components/lesson-columns.tsx';
import { ParticipantSection } from '#web/features/lessons/components/participant-section.tsx';
import { SeriesScopeField } from '#web/features/lessons/components/series-scope.tsx';
import { isWarning, useWarningConfirm } from '#web/features/lessons/components/warning-confirm.tsx';
import { Hint } from '#web/components/ui/hint.tsx';

const ADD_STYLE = { flex: '1 1 220px' } as const;
const ACTIVE = { active: 'true' } as const;

interface SectionProps {
  readonly event: Event;
  readonly schoolId: string;
  /** The caller plans events (`manage_students`) and the event is still scheduled. */
  readonly plans: boolean;
}

/**
 * One change to the event from this page: a toast with `success` once done, the refusal (the
 * conflict engine's, naming the other event and the numbers) in red otherwise.
 */
function useChange<Args extends unknown[]>(
  schoolId: string,
  change: (...args: Args) => Promise<Event>,
  success: (event: Event, ...args: Args) => string,
) {
  const { t } = useTranslation();
  const mutation = useEventChange(schoolId, change);
  return {
    pending: mutation.isPending,
    /** The arguments of the change on its way, to show which row is busy. */
    variables: mutation.isPending ? mutation.variables : undefined,
    run: (...args: Args) =>
      mutation.mutate(args, {
        onSuccess: (event) => showSuccess(success(event, ...args)),
        onError: (error) => showError(errorText(error, t)),
      }),
  };
}

type Removal = ReturnType<typeof useChange<[eventId: string, id: string]>>;

/** A row's remove button, for those who plan: busy while its own removal is on its way. */
function useRemoval(remove: Removal, plans: boolean, eventId: string) {
  const { t } = useTranslation();
  return (id: string, name: string) => ({
    onRemove: plans ? () => remove.run(eventId, id) : undefined,
    removeLabel: t('lessons.view.removeOf', { name }),
    removing: remove.pending && remove.variables?.[1] === id,
  });
}

/** The fields that choose what to add, and Add. */
function AddRow({
  children,
  ready,
  pending,
  onAdd,
  icon,
}: {
  readonly children: ReactNode;
  /** Everything needed is chosen. */
  readonly ready: boolean;
  readonly pending: boolean;
  readonly onAdd: () => void;
  readonly icon?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {children}
      <Button leftSection={icon} disabled={!ready} loading={pending} onClick={onAdd}>
        {t('lessons.view.add')}
      </Button>
    </Group>
  );
}

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
export function LessonCustomers({ event, schoolId, plans }: SectionProps) {
  const { t } = useTranslation();
  const { read: seesCustomers, write: sells } = useAccess('customer');
  const [selling, setSelling] = useState<{ readonly id: string; readonly name: string } | null>(null);
  const teaches = useTeaches(event, schoolId);
  const records = (useAccess('event').write || teaches) && event.status === 'scheduled';
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [scope, setScope] = useState<SeriesScope>('one');
  const nameOf = (id: string) => event.customers.find((customer) => customer.customerId === id)?.name ?? '';
  const add = useChange(schoolId, eventChanges.addCustomer, (changed, _eventId, id) =>
    t('lessons.view.customers.added', {
      name: changed.customers.find((customer) => customer.customerId === id)?.name ?? '',
    }),
  );
  const remove = useChange(schoolId, eventChanges.removeCustomer, (_changed, _eventId, id) =>
    t('lessons.view.customers.removed', { name: nameOf(id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  const mark = useChange(schoolId, eventChanges.setAttendance, (_changed, _eventId, id, attendance) =>
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
                listFilter={ACTIVE}
                value={customerId}
                onChange={setCustomerId}
                style={ADD_STYLE}
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

/** The staff on the event with their role and the pay fixed when they were booked; those who plan add and remove them. */
export function LessonStaff({ event, schoolId, plans }: SectionProps) {
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

  const remove = useChange(schoolId, eventChanges.removeStaff, (_changed, _eventId, id) =>
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
                listFilter={ACTIVE}
                value={staffId}
                onChange={setStaffId}
                style={ADD_STYLE}
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

/**
 * The wetsuit sizes the event's customers (not cancelled) need, from their records, smallest
 * first: "K10 × 1, M × 2", and how many have none on record; empty when none has one.
 */
function useCustomerSizes(event: Event): string {
  const { t } = useTranslation();
  const counts = new Map<WetsuitSize, number>();
  let unknown = 0;
  for (const customer of event.customers) {
    if (customer.attendance === 'cancelled') continue;
    if (customer.wetsuitSize) counts.set(customer.wetsuitSize, (counts.get(customer.wetsuitSize) ?? 0) + 1);
    else unknown += 1;
  }
  if (counts.size === 0) return '';
  const known = WETSUIT_SIZES.filter((size) => counts.has(size)).map((size) => `${size} × ${counts.get(size)}`);
  return [...known, ...(unknown > 0 ? [t('lessons.view.equipment.sizesUnknown', { count: unknown })] : [])].join(', ');
}

/** Boards, wetsuits and the rest booked for the event, so many units each; wetsuits to fit the customers in one go. */
export function LessonEquipment({ event, schoolId, plans }: SectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [equipmentId, setEquipmentId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | ''>(1);
  const nameOf = (changed: Event, id: string) => changed.equipment.find((item) => item.equipmentId === id)?.name ?? '';
  const set = useChange(schoolId, eventChanges.setEquipment, (changed, _eventId, id, count) =>
    t('lessons.view.equipment.set', { name: nameOf(changed, id), count, units: format.number(count) }),
  );
  const remove = useChange(schoolId, eventChanges.removeEquipment, (_changed, _eventId, id) =>
    t('lessons.view.equipment.removed', { name: nameOf(event, id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  const sizes = useCustomerSizes(event);
  const fit = useChange(schoolId, eventChanges.fitWetsuits, () => t('lessons.view.equipment.fitted', { sizes }));
  return (
    <ParticipantSection
      id="lesson-equipment"
      title={t('lessons.view.equipment.title')}
      icon={<IconScubaMask size={20} aria-hidden />}
      empty={t('lessons.view.equipment.empty')}
      rows={event.equipment.map((item) => ({
        key: item.equipmentId,
        name: item.name,
        details: t('lessons.view.equipment.units', { count: item.quantity, units: format.number(item.quantity) }),
        ...removal(item.equipmentId, item.name),
      }))}
      add={
        plans ? (
          <Stack gap="sm">
            {sizes ? (
              <Group gap="sm" justify="space-between" wrap="wrap" data-testid="wetsuit-sizes">
                <Text size="sm" style={{ flex: '1 1 200px' }}>
                  {t('lessons.view.equipment.sizes', { sizes })}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconRuler2 size={16} aria-hidden />}
                  loading={fit.pending}
                  onClick={() => fit.run(event.id)}
                >
                  {t('lessons.view.equipment.fit')}
                </Button>
              </Group>
            ) : null}
            <AddRow
              ready={!(equipmentId === null || quantity === '')}
              pending={set.pending}
              onAdd={() => {
                if (equipmentId && quantity !== '') set.run(event.id, equipmentId, quantity);
                setEquipmentId(null);
              }}
            >
              <ReferenceSelect
                path="/api/v1/equipment"
                domain="equipment"
                label={t('lessons.view.equipment.pick')}
                value={equipmentId}
                onChange={setEquipmentId}
                style={ADD_STYLE}
              />
              <NumberInput
                label={t('lessons.view.equipment.quantity')}
                min={1}
                max={EVENT_CAPACITY_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={quantity}
                onChange={(value) => setQuantity(typeof value === 'number' ? value : '')}
                style={{ flex: '0 1 110px' }}
              />
            </AddRow>
          </Stack>
        ) : undefined
      }
    />
  );
}

/** The vehicles going, each with its seats and driver (booked on the event as driver). */
export function LessonTransports({ event, schoolId, plans }: SectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const seesVehicles = useAccess('transport').read;
  const seesStaff = useAccess('staff').read;
  const [transportId, setTransportId] = useState<string | null>(null);
  const [driverId, setDriverId] = useState<string | null>(null);
  const nameOf = (changed: Event, id: string) =>
    changed.transports.find((vehicle) => vehicle.transportId === id)?.name ?? '';
  const set = useChange(schoolId, eventChanges.setTransport, (changed, _eventId, id) =>
    t('lessons.view.transports.set', { name: nameOf(changed, id) }),
  );
  const remove = useChange(schoolId, eventChanges.removeTransport, (_changed, _eventId, id) =>
    t('lessons.view.transports.removed', { name: nameOf(event, id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  return (
    <ParticipantSection
      id="lesson-transports"
      title={t('lessons.view.transports.title')}
      icon={<IconBus size={20} aria-hidden />}
      empty={t('lessons.view.transports.empty')}
      rows={event.transports.map((vehicle) => ({
        key: vehicle.transportId,
        name: vehicle.name,
        details: `${t('lessons.view.transports.seats', { count: format.number(vehicle.seats) })} · ${
          vehicle.driverName ?? t('lessons.view.transports.noDriver')
        }`,
        ...removal(vehicle.transportId, vehicle.name),
      }))}
      add={
        plans && seesVehicles && seesStaff ? (
          <AddRow
            ready={transportId !== null}
            pending={set.pending}
            onAdd={() => {
              if (transportId) set.run(event.id, transportId, driverId);
              setTransportId(null);
              setDriverId(null);
            }}
          >
            <ReferenceSelect
              path="/api/v1/transports"
              domain="transports"
              label={t('lessons.view.transports.pick')}
              listFilter={ACTIVE}
              value={transportId}
              onChange={setTransportId}
              style={ADD_STYLE}
            />
            <ReferenceSelect
              path="/api/v1/staff"
              domain="staff"
              label={t('lessons.view.transports.driver')}
              description={t('lessons.view.transports.driverHint')}
              clearable
              listFilter={{ ...ACTIVE, function: 'driver' }}
              value={driverId}
              onChange={setDriverId}
              style={ADD_STYLE}
            />
          </AddRow>
        ) : undefined
      }
    />
  );
}
