import { eq, sql } from 'drizzle-orm';
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
import { transports } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';

const transportFields = {
  id: transports.id,
  name: transports.name,
  plate: transports.plate,
  seats: transports.seats,
  defaultDriverId: transports.defaultDriverId,
  notes: transports.notes,
  active: transports.active,
  createdAt: transports.createdAt,
  updatedAt: transports.updatedAt,
};

/** The school's vehicles; search by name or plate. */
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
};

const toTransport = (row: ListRow<typeof transportFields>): Transport => withIsoTimes(row);

/**
 * The school's vehicles: `view_transport` reads them, `manage_transport` changes them. Nothing
 * uses a vehicle yet; once trips (events) and works name one, deleting it is refused and
 * deactivating it is offered instead.
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
  filters: (query: TransportListQuery) => [
    query.active === undefined ? undefined : eq(transports.active, query.active),
  ],
  toItem: toTransport,
  uniqueFields: { transports_plate_unique: 'plate' },
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'transport.column.plate',
      'transport.column.seats',
      'catalogue.column.notes',
      'catalogue.column.active',
      'catalogue.column.updatedAt',
    ],
    row: (transport, { yesNo, date }) => [
      transport.name,
      transport.plate,
      transport.seats,
      transport.notes,
      yesNo(transport.active),
      date(transport.updatedAt),
    ],
  },
});
