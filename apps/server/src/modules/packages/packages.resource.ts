import { eq, sql } from 'drizzle-orm';
import type { PACKAGE_SORTS } from '@lineup/contract/packages';
import {
  packageInputSchema,
  packageListQuerySchema,
  packagePageSchema,
  packageSchema,
  type Package,
  type PackageListQuery,
} from '@lineup/contract/packages';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { eventTypes, packages } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes, type Reference } from '#src/http/resource-kit.ts';
import { SALE_STANDS } from '#src/modules/money/ledger-sql.ts';
import { catalogueStatusText } from '#src/modules/services/services.resource.ts';

const packageFields = {
  id: packages.id,
  name: packages.name,
  lessonTypeId: packages.lessonTypeId,
  lessonTypeName: eventTypes.name,
  credits: packages.credits,
  priceCents: packages.priceCents,
  validityDays: packages.validityDays,
  description: packages.description,
  status: packages.status,
  // Computed from the package's sales, never stored. The subqueries name their tables by alias
  // and the package by its table.
  soldCount: sql<number>`(select coalesce(sum(s.quantity), 0) from sales s
    where s.application_id = "packages"."application_id" and s.package_id = "packages"."id" and ${SALE_STANDS})`.mapWith(
    Number,
  ),
  /** Credits of its sales used by attendances, net of those given back when an attendance was undone. */
  creditsConsumed: sql<number>`(select coalesce(-sum(e.credits), 0) from sales s
    join credit_entries e on e.application_id = s.application_id and e.kind in ('use', 'return')
    join credit_entries g on g.application_id = s.application_id and g.id = e.grant_id and g.sale_id = s.id
    where s.application_id = "packages"."application_id" and s.package_id = "packages"."id")`.mapWith(Number),
  soldTotalCents: sql<number>`(select coalesce(sum(s.total_cents), 0) from sales s
    where s.application_id = "packages"."application_id" and s.package_id = "packages"."id" and ${SALE_STANDS})`.mapWith(
    Number,
  ),
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
};

/** Packages with their lesson type's name; search by name, description or lesson type. */
const packageList: ListSource<(typeof PACKAGE_SORTS)[number], typeof packageFields> = {
  table: packages,
  school: packages.applicationId,
  id: packages.id,
  fields: packageFields,
  sorts: {
    name: sql`lower(${packages.name})`,
    price: packages.priceCents,
    credits: packages.credits,
    // Packages that never expire come last, as the longest-lasting.
    validity: packages.validityDays,
    // "Any lesson" comes last.
    lessonType: sql`lower(${eventTypes.name})`,
    status: packages.status,
    updatedAt: packages.updatedAt,
  },
  search: [packages.name, packages.description, eventTypes.name],
  joins: [
    {
      table: eventTypes,
      on: sql`${eventTypes.applicationId} = ${packages.applicationId} and ${eventTypes.id} = ${packages.lessonTypeId}`,
    },
  ],
};

/** A package pays for lessons: its type must be one of the school's lesson types, not an event type. */
const lessonTypes: Reference = {
  table: eventTypes,
  school: eventTypes.applicationId,
  id: eventTypes.id,
  where: eq(eventTypes.kind, 'lesson'),
};

const toPackage = (row: ListRow<typeof packageFields>): Package => withIsoTimes(row);

/** The school's lesson packages: every member reads them, `manage_settings` changes them. */
export const packageResource = defineResource({
  entity: 'package',
  path: '/api/v1/packages',
  tag: 'packages',
  names: { one: 'Package', many: 'Packages' },
  schemas: {
    query: packageListQuerySchema,
    input: packageInputSchema,
    item: packageSchema,
    page: packagePageSchema,
  },
  list: packageList,
  kept: true,
  filters: (query: PackageListQuery) => [
    query.status ? eq(packages.status, query.status) : undefined,
    query.lessonTypeId ? eq(packages.lessonTypeId, query.lessonTypeId) : undefined,
  ],
  toItem: toPackage,
  references: { lessonTypeId: lessonTypes },
  // A package that was sold stays in its sales and credits: it is archived instead.
  inUseOffer: 'archive',
  csv: {
    header: [
      'catalogue.column.name',
      'package.column.lessonType',
      'package.column.credits',
      'package.column.validityDays',
      'salesCatalogue.column.price',
      'salesCatalogue.column.status',
      'salesCatalogue.column.soldCount',
      'package.column.creditsConsumed',
      'salesCatalogue.column.soldTotal',
      'salesCatalogue.column.description',
      'catalogue.column.updatedAt',
    ],
    row: (row, context) => [
      row.name,
      row.lessonTypeName ?? context.t('package.anyLesson'),
      row.credits,
      row.validityDays ?? context.t('package.neverExpires'),
      context.money(row.priceCents),
      catalogueStatusText(row.status, context),
      row.soldCount,
      row.creditsConsumed,
      context.money(row.soldTotalCents),
      row.description,
      context.date(row.updatedAt),
    ],
  },
});
