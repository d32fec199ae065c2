import type { Transaction } from '#src/db/database.ts';
import { staff as staffTable } from '#src/db/schema/index.ts';
import { insertRows, MONEY_COLUMNS } from './bulk-insert.ts';
import type { MoneyRows } from './customer-ledger.ts';
import type { CustomerPlan } from './customers.ts';
import type { Schedule } from './schedule.ts';
import type { StaffPlan } from './staff.ts';

const CUSTOMER_COLUMNS = {
  id: 'uuid',
  name: 'text',
  email: 'text',
  phone: 'text',
  country: 'text',
  document_id: 'text',
  address: 'text',
  birth_date: 'date',
  level: 'text',
  wetsuit_size: 'wetsuit_size',
  guardian_name: 'text',
  guardian_phone: 'text',
  emergency_name: 'text',
  emergency_phone: 'text',
  waiver_accepted_on: 'date',
  waiver_accepted_by: 'text',
  notes: 'text',
  active: 'boolean',
  created_at: 'timestamptz',
} as const;

/** Writes the staff and customers, then the schedule with its people and things, in the school's transaction. */
export async function writePeopleAndSchedule(
  tx: Transaction,
  schoolId: string,
  staff: readonly StaffPlan[],
  customers: readonly CustomerPlan[],
  schedule: Schedule,
): Promise<void> {
  await tx
    .insert(staffTable)
    .values(staff.map((member) => ({ ...member.record, id: member.id, applicationId: schoolId })));
  await insertRows(
    tx,
    'customers',
    schoolId,
    CUSTOMER_COLUMNS,
    customers.map(({ id, record, since }) => ({
      id,
      name: record.name,
      email: record.email,
      phone: record.phone,
      country: record.country,
      document_id: record.documentId,
      address: record.address,
      birth_date: record.birthDate,
      level: record.level,
      wetsuit_size: record.wetsuitSize,
      guardian_name: record.guardianName,
      guardian_phone: record.guardianPhone,
      emergency_name: record.emergencyName,
      emergency_phone: record.emergencyPhone,
      waiver_accepted_on: record.waiverAcceptedOn,
      waiver_accepted_by: record.waiverAcceptedBy,
      notes: record.notes,
      active: record.active,
      created_at: `${since}T09:00:00.000Z`,
    })),
  );
  await insertRows(
    tx,
    'events',
    schoolId,
    {
      id: 'uuid',
      event_type_id: 'uuid',
      title: 'text',
      place_id: 'uuid',
      room_id: 'uuid',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
      status: 'text',
      cancel_reason: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    schedule.events.map((event) => ({
      id: event.id,
      event_type_id: event.type.id,
      title: event.title,
      place_id: event.placeId,
      room_id: event.roomId,
      starts_at: event.startsAt,
      ends_at: event.endsAt,
      status: event.cancelled ? 'cancelled' : 'scheduled',
      cancel_reason: event.cancelled ?? '',
      created_at: event.createdAt,
      updated_at: event.createdAt,
    })),
  );
  await insertRows(
    tx,
    'event_customers',
    schoolId,
    { event_id: 'uuid', customer_id: 'uuid', attendance: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' },
    schedule.bookings.map((booking) => ({
      event_id: booking.event.id,
      customer_id: customers[booking.customer]!.id,
      attendance: booking.attendance,
      created_at: booking.event.createdAt,
      // Attendance is recorded when the lesson ends.
      updated_at: booking.attendance === 'booked' ? booking.event.createdAt : booking.event.endsAt,
    })),
  );
  await insertRows(
    tx,
    'event_staff',
    schoolId,
    { event_id: 'uuid', staff_id: 'uuid', role: 'text', pay_cents: 'integer', created_at: 'timestamptz' },
    schedule.staff.map((row) => ({
      event_id: row.event.id,
      staff_id: staff[row.staff]!.id,
      role: row.role,
      pay_cents: row.payCents,
      created_at: row.event.createdAt,
    })),
  );
  await insertRows(
    tx,
    'event_equipment',
    schoolId,
    { event_id: 'uuid', equipment_id: 'uuid', quantity: 'integer', created_at: 'timestamptz' },
    schedule.equipment.map((row) => ({
      event_id: row.event.id,
      equipment_id: row.equipmentId,
      quantity: row.quantity,
      created_at: row.event.createdAt,
    })),
  );
  await insertRows(
    tx,
    'event_transports',
    schoolId,
    { event_id: 'uuid', transport_id: 'uuid', driver_id: 'uuid', created_at: 'timestamptz' },
    schedule.transports.map((row) => ({
      event_id: row.event.id,
      transport_id: row.transportId,
      driver_id: staff[row.driver]!.id,
      created_at: row.event.createdAt,
    })),
  );
}

/** Writes the money rows, each table after those its rows name. */
export async function writeMoney(tx: Transaction, schoolId: string, parts: readonly MoneyRows[]): Promise<void> {
  for (const [table, columns] of MONEY_COLUMNS) {
    const rows = parts.flatMap((part) => part[table as keyof MoneyRows]);
    await insertRows(tx, table, schoolId, columns, rows);
  }
}
