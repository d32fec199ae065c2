import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { TRANSPORT_SORTS } from '@lineup/contract/transports';
import {
  transportInputSchema,
  transportListQuerySchema,
  transportPageSchema,
  transportSchema,
  type Transport,
  type TransportListQuery,
} from '@lineup/contract/transports';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { staff, transports } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes, type Reference } from '#src/http/resource-kit.ts';
import { heedCatalogueLimit, lessonsOverSeats } from '#src/modules/events/catalogue-limits.ts';
import { staffList } from '#src/modules/staff/staff.resource.ts';

const transportFields = {
  id: transports.id,
  name: transports.name,
  plate: transports.plate,
  seats: transports.seats,
  defaultDriverId: transports.defaultDriverId,
  defaultDriverName: staff.name,
  notes: transports.notes,
  active: transports.active,
  createdAt: transports.createdAt,
  updatedAt: transports.updatedAt,
};

/** The school's vehicles with their default driver's name; search by name or plate. */
export const transportList: ListSource<(typeof TRANSPORT_SORTS)[number], typeof transportFields> = {
  table: transports,
  school: transports.applicationId,
  id: transports.id,
  fields: transportFields,
  sorts: {
    name: sql`lower(${transports.name})`,
    plate: sql`upper(${transports.plate})`,
    seats: transports.seats,
    active: transports.active,
    updatedAt: transports.updatedAt,
  },
  search: [transports.name, transports.plate],
  joins: [
    {
      table: staff,
      on: sql`${staff.applicationId} = ${transports.applicationId} and ${staff.id} = ${transports.defaultDriverId}`,
    },
  ],
};

/** A vehicle's default driver: one of the school's staff who is active and drives. */
const drivers: Reference = {
  table: staffList.table,
  school: staffList.school,
  id: staffList.id,
  where: and(eq(staff.active, true), arrayContains(staff.functions, ['driver'])),
};

const toTransport = (row: ListRow<typeof transportFields>): Transport => withIsoTimes(row);

/**
 * The school's vehicles: `view_transport` reads them, `manage_transport` changes them. The
 * default driver is one of the school's active drivers whenever the vehicle is saved (one
 * deactivated since stays named until then; deleting them clears it). Nothing uses a vehicle
 * yet; once trips (events) and works name one, deleting it is refused and deactivating it is
 * offered instead.
 */
export const transportResource = defineResource({
  entity: 'transport',
  path: '/api/v1/transports',
  tag: 'transports',
  names: { one: 'Transport', many: 'Transports' },
  schemas: {
    query: transportListQuerySchema,
    input: transportInputSchema,
    item: transportSchema,
    page: transportPageSchema,
  },
  list: transportList,
  kept: true,
  filters: (query: TransportListQuery) => [
    query.active === undefined ? undefined : eq(transports.active, query.active),
  ],
  toItem: toTransport,
  references: { defaultDriverId: drivers },
  toRow: ({ override: _override, ...row }) => row,
  // Fewer seats than upcoming trips carry: the van is what it is, and the school records it after "Go ahead?".
  checkScheduleNote:
    'Fewer seats than the people of an upcoming trip is refused with 409 `seats_below_bookings`, naming the lessons in `lessons`, unless `override` is true; the activity log then records it.',
  checkSchedule: async (tx, { call, schoolId, input, before }) => {
    if (input.seats >= before.seats) return null;
    return heedCatalogueLimit(
      tx,
      call,
      schoolId,
      {
        reason: 'seats_below_bookings',
        params: { vehicle: input.name, seats: input.seats },
        warning: true,
        override: input.override,
      },
      () => lessonsOverSeats(tx, schoolId, before.id, input.seats),
    );
  },
  uniqueFields: { transports_plate_unique: 'plate' },
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'transport.column.plate',
      'transport.column.seats',
      'transport.column.driver',
      'catalogue.column.notes',
      'catalogue.column.active',
      'catalogue.column.updatedAt',
    ],
    row: (transport, { yesNo, date }) => [
      transport.name,
      transport.plate,
      transport.seats,
      transport.defaultDriverName,
      transport.notes,
      yesNo(transport.active),
      date(transport.updatedAt),
    ],
  },
});
