import { eq, sql } from 'drizzle-orm';
import type { ITEM_SORTS } from '@lineup/contract/items';
import {
  itemInputSchema,
  itemListQuerySchema,
  itemPageSchema,
  itemSchema,
  type Item,
  type ItemListQuery,
} from '@lineup/contract/items';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { items, suppliers } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import { supplierList } from '#src/modules/suppliers/suppliers.resource.ts';

const itemFields = {
  id: items.id,
  name: items.name,
  sku: items.sku,
  priceCents: items.priceCents,
  stock: items.stock,
  supplierId: items.supplierId,
  supplierName: suppliers.name,
  active: items.active,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};

/** Shop items with their supplier's name; search by name, label code or supplier. */
const itemList: ListSource<(typeof ITEM_SORTS)[number], typeof itemFields> = {
  table: items,
  school: items.applicationId,
  id: items.id,
  fields: itemFields,
  sorts: {
    name: sql`lower(${items.name})`,
    sku: sql`lower(${items.sku})`,
    price: items.priceCents,
    stock: items.stock,
    supplier: sql`lower(${suppliers.name})`,
    active: items.active,
    updatedAt: items.updatedAt,
  },
  search: [items.name, items.sku, suppliers.name],
  joins: [
    {
      table: suppliers,
      on: sql`${suppliers.applicationId} = ${items.applicationId} and ${suppliers.id} = ${items.supplierId}`,
    },
  ],
};

const toItem = (row: ListRow<typeof itemFields>): Item => withIsoTimes(row);

/** The school's shop items: every member reads them, `manage_settings` changes them. */
export const itemResource = defineResource({
  entity: 'item',
  path: '/api/v1/items',
  tag: 'items',
  names: { one: 'Item', many: 'Items' },
  schemas: { query: itemListQuerySchema, input: itemInputSchema, item: itemSchema, page: itemPageSchema },
  list: itemList,
  kept: true,
  filters: (query: ItemListQuery) => [
    query.supplierId ? eq(items.supplierId, query.supplierId) : undefined,
    query.active === undefined ? undefined : eq(items.active, query.active),
    query.outOfStock === undefined ? undefined : query.outOfStock ? eq(items.stock, 0) : sql`${items.stock} > 0`,
  ],
  toItem,
  references: { supplierId: supplierList },
  uniqueFields: { items_sku_unique: 'sku' },
  inUseOffer: 'deactivate',
  csv: {
    header: [
      'catalogue.column.name',
      'item.column.sku',
      'item.column.price',
      'item.column.stock',
      'item.column.supplier',
      'catalogue.column.active',
      'catalogue.column.updatedAt',
    ],
    row: (item, { yesNo, date, money }) => [
      item.name,
      item.sku,
      money(item.priceCents),
      item.stock,
      item.supplierName,
      yesNo(item.active),
      date(item.updatedAt),
    ],
  },
});
