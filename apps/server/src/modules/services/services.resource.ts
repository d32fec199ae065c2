import { eq, sql } from 'drizzle-orm';
import type { CatalogueStatus } from '@lineup/contract/catalogue-status';
import type { SERVICE_SORTS } from '@lineup/contract/services';
import {
  serviceInputSchema,
  serviceListQuerySchema,
  servicePageSchema,
  serviceSchema,
  type Service,
  type ServiceListQuery,
} from '@lineup/contract/services';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { services } from '#src/db/schema/index.ts';
import type { CsvContext } from '#src/http/csv-context.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import { SALE_STANDS } from '#src/modules/money/ledger-sql.ts';

/** A package's or service's status as the export's reader says it. */
export const catalogueStatusText = (status: CatalogueStatus, { t }: CsvContext) =>
  t(status === 'active' ? 'salesCatalogue.status.active' : 'salesCatalogue.status.archived');

const serviceFields = {
  id: services.id,
  name: services.name,
  priceCents: services.priceCents,
  description: services.description,
  status: services.status,
  // Computed from the service's sales, never stored.
  soldCount: sql<number>`(select coalesce(sum(s.quantity), 0) from sales s
    where s.application_id = "services"."application_id" and s.service_id = "services"."id" and ${SALE_STANDS})`.mapWith(
    Number,
  ),
  soldTotalCents: sql<number>`(select coalesce(sum(s.total_cents), 0) from sales s
    where s.application_id = "services"."application_id" and s.service_id = "services"."id" and ${SALE_STANDS})`.mapWith(
    Number,
  ),
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

/** Services; search by name or description. */
const serviceList: ListSource<(typeof SERVICE_SORTS)[number], typeof serviceFields> = {
  table: services,
  school: services.applicationId,
  id: services.id,
  fields: serviceFields,
  sorts: {
    name: sql`lower(${services.name})`,
    price: services.priceCents,
    status: services.status,
    updatedAt: services.updatedAt,
  },
  search: [services.name, services.description],
};

const toService = (row: ListRow<typeof serviceFields>): Service => withIsoTimes(row);

/** The services the school sells (board rental, photos, insurance): every member reads them, `manage_settings` changes them. */
export const serviceResource = defineResource({
  entity: 'service',
  path: '/api/v1/services',
  tag: 'services',
  names: { one: 'Service', many: 'Services' },
  schemas: {
    query: serviceListQuerySchema,
    input: serviceInputSchema,
    item: serviceSchema,
    page: servicePageSchema,
  },
  list: serviceList,
  kept: true,
  filters: (query: ServiceListQuery) => [query.status ? eq(services.status, query.status) : undefined],
  toItem: toService,
  // A service that was sold stays in its sales: it is archived instead.
  inUseOffer: 'archive',
  csv: {
    header: [
      'catalogue.column.name',
      'salesCatalogue.column.price',
      'salesCatalogue.column.status',
      'salesCatalogue.column.soldCount',
      'salesCatalogue.column.soldTotal',
      'salesCatalogue.column.description',
      'catalogue.column.updatedAt',
    ],
    row: (row, context) => [
      row.name,
      context.money(row.priceCents),
      catalogueStatusText(row.status, context),
      row.soldCount,
      context.money(row.soldTotalCents),
      row.description,
      context.date(row.updatedAt),
    ],
  },
});
