import { and, asc, count, desc, eq, ilike, is, or, sql, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@lineup/contract/list';
import { rowsOf, type Transaction } from './database.ts';
import type { ListCounts } from './list-counts.ts';

/**
 * A value of a list's row: a column, or one computed for each row from other tables
 * (``sql<number>`(select count(*) …)`.mapWith(Number)``), for figures that must never be stored.
 */
export type ListField = AnyPgColumn | SQL;
type Columns = Record<string, ListField>;

type FieldValue<Field> =
  Field extends SQL<infer Value>
    ? Value
    : Field extends AnyPgColumn
      ? Field['_']['notNull'] extends true
        ? Field['_']['data']
        : Field['_']['data'] | null
      : never;

/** One row of a list, typed from the columns it selects. */
export type ListRow<Fields extends Columns> = { [Key in keyof Fields]: FieldValue<Fields[Key]> };

/** How a field reads the driver's value: a column's own mapping, or a computed value's `mapWith`. */
function decoderOf(field: ListField): DriverValueDecoder<unknown, unknown> {
  // drizzle keeps `mapWith`'s decoder on the SQL object and reads it there itself; its types leave it out.
  return is(field, SQL) ? (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder : field;
}

/**
 * What a list reads: a school-owned table, the columns of a row, what each sort key of the
 * contract's whitelist orders by (so an unknown key cannot be written), the columns a search
 * looks in, and the id that breaks ties so pages never repeat or skip a row.
 */
export interface ListSource<Sort extends string, Fields extends Columns> {
  readonly table: PgTable;
  readonly school: AnyPgColumn;
  readonly id: AnyPgColumn;
  readonly fields: Fields;
  readonly sorts: Readonly<Record<Sort, AnyPgColumn | SQL>>;
  readonly search: readonly AnyPgColumn[];
  /** Tables joined for the names of what a row refers to (a room's place); each one row at most. */
  readonly joins?: readonly { readonly table: PgTable; readonly on: SQL }[];
  /**
   * The table's name as the database announces its added and removed rows (migration 0024):
   * the count of a school's whole list, read without a search or a filter, is then kept.
   */
  readonly announcedAs?: string;
}

/** `select … from` the source's table and its left joins, in the query builder. */
export function fromSource(
  tx: Transaction,
  source: Pick<ListSource<string, Columns>, 'table' | 'joins'>,
  fields: Columns,
) {
  // A table known only as PgTable leaves drizzle's result type open; ListRow gives it back.
  let select = tx.select(fields).from(source.table) as unknown as PgSelect;
  for (const join of source.joins ?? []) select = select.leftJoin(join.table, join.on) as unknown as PgSelect;
  return select;
}

/** The part of a list query the helper reads; the contract's list queries all have it. */
export interface ListQuery<Sort extends string> {
  readonly sort: Sort;
  readonly order: SortOrder;
  readonly q: string;
  readonly page: number;
  readonly pageSize: number;
}

/** A search text taken literally by LIKE/ILIKE: `%`, `_` and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (special) => `\\${special}`);
}

/** Every word of the search appears, in any case, in one of the columns. */
export function searchCondition(columns: readonly AnyPgColumn[], q: string): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || columns.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${escapeLike(word)}%`)))));
}

function whereOf<Sort extends string>(
  source: ListSource<Sort, Columns>,
  schoolId: string,
  query: ListQuery<Sort>,
  filters: readonly (SQL | undefined)[],
): SQL | undefined {
  return and(eq(source.school, schoolId), searchCondition(source.search, query.q), ...filters);
}

function orderOf<Sort extends string>(source: ListSource<Sort, Columns>, query: ListQuery<Sort>): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(source.sorts[query.sort]), direction(source.id)];
}

/** The key of the whole list's count beside each row of a page; no list has a field of that name. */
const LIST_TOTAL = 'listTotal';

/**
 * One page of a school's list and how many rows the whole list has, in the caller's school
 * transaction. `filters` are the list's own conditions (undefined ones are left out). With
 * `counts`, a list whose additions and removals are announced counts a school's whole list
 * once, and its pages read only their rows until the next change.
 */
export async function listPage<Sort extends string, Fields extends Columns>(
  tx: Transaction,
  source: ListSource<Sort, Fields>,
  schoolId: string,
  query: ListQuery<Sort>,
  filters: readonly (SQL | undefined)[] = [],
  counts?: ListCounts,
): Promise<{ items: ListRow<Fields>[]; total: number }> {
  const where = whereOf(source, schoolId, query, filters);
  const counting = fromSource(tx, source, { total: count() } as never).where(where);
  // The whole list's count is kept when nothing narrows the list and its table is announced.
  const kept =
    query.q.trim() === '' && filters.every((filter) => filter === undefined) ? source.announcedAs : undefined;
  const generation = counts?.generation ?? 0;
  const known = kept !== undefined ? counts?.get(kept, schoolId) : undefined;
  const page = (fields: Columns) =>
    fromSource(tx, source, fields)
      .where(where)
      .orderBy(...orderOf(source, query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  if (known !== undefined) return { items: (await page(source.fields)) as ListRow<Fields>[], total: known };
  // The page and the whole list's count in one statement; a page past the end counts alone.
  const rows = (await page({
    ...source.fields,
    [LIST_TOTAL]: sql<number>`(${counting})`.mapWith(Number),
  })) as (ListRow<Fields> & { [LIST_TOTAL]: number })[];
  const items = rows.map(({ [LIST_TOTAL]: _total, ...item }) => item as unknown as ListRow<Fields>);
  let total = rows[0]?.[LIST_TOTAL] ?? 0;
  if (rows.length === 0 && query.page !== 1) {
    const [counted] = (await counting) as { total: number }[];
    total = counted?.total ?? 0;
  }
  if (kept !== undefined) counts?.store(kept, schoolId, total, generation);
  return { items, total };
}

/**
 * The rows of one query, batch by batch, from one cursor: one snapshot of the rows however long
 * the reader takes, and never more than a batch in memory. Rows come as the driver gives them.
 */
export async function* cursorBatches<Row>(tx: Transaction, query: SQL, batchSize = 500): AsyncGenerator<Row[]> {
  await tx.execute(sql`declare list_export no scroll cursor for ${query}`);
  for (;;) {
    const rows = rowsOf<Row>(await tx.execute(sql`fetch ${sql.raw(String(batchSize))} from list_export`));
    if (rows.length === 0) break;
    yield rows;
    if (rows.length < batchSize) break;
  }
  await tx.execute(sql`close list_export`);
}

/**
 * The whole list in the same order, batch by batch, from one cursor: one snapshot of the
 * rows however long the reader takes, and never more than a batch in memory.
 */
export async function* listBatches<Sort extends string, Fields extends Columns>(
  tx: Transaction,
  source: ListSource<Sort, Fields>,
  schoolId: string,
  query: ListQuery<Sort>,
  filters: readonly (SQL | undefined)[] = [],
  batchSize = 500,
): AsyncGenerator<ListRow<Fields>[]> {
  const keys = Object.keys(source.fields);
  // Each value is selected under its field's name, so a raw row maps back through its column.
  const selection = sql.join(
    keys.map((key) => sql`${source.fields[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const select = sql`select ${selection} from ${source.table}
    ${sql.join(
      (source.joins ?? []).map((join) => sql`left join ${join.table} on ${join.on}`),
      sql` `,
    )}
    where ${whereOf(source, schoolId, query, filters) ?? sql`true`} order by ${sql.join(orderOf(source, query), sql`, `)}`;
  for await (const rows of cursorBatches<Record<string, unknown>>(tx, select, batchSize)) {
    yield rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (const key of keys) {
        const value = row[key];
        mapped[key] =
          value === null || value === undefined ? null : decoderOf(source.fields[key]!).mapFromDriverValue(value);
      }
      return mapped as ListRow<Fields>;
    });
  }
}
