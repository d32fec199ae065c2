import { sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/database.ts';
import type { Row } from './customer-ledger.ts';

/** The columns of a table as the rows give them, with their PostgreSQL types. */
export type Columns = Readonly<Record<string, string>>;

/** Rows per statement: large enough that a round trip is rare, small enough to keep each statement's JSON a few MB. */
const CHUNK = 5_000;

/**
 * Inserts a school's rows many at a time: each statement sends one JSON array as a single
 * parameter and expands it in the database (`json_to_recordset`), the same on PGlite and on
 * PostgreSQL, with none of the parameter limits of a long VALUES list. The school comes from
 * the argument, and row-level security checks it against the transaction's school.
 */
export async function insertRows(
  tx: Transaction,
  table: string,
  schoolId: string,
  columns: Columns,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const types = sql.raw(names.map((name) => `"${name}" ${columns[name]}`).join(', '));
  for (let from = 0; from < rows.length; from += CHUNK) {
    const json = JSON.stringify(rows.slice(from, from + CHUNK));
    await tx.execute(sql`insert into ${sql.identifier(table)} ("application_id", ${list})
      select ${schoolId}::uuid, ${list} from json_to_recordset(${json}::json) as r(${types})`);
  }
}

/** The money tables' columns, in the order a row of one may name another (sales before charges, grants before uses). */
export const MONEY_COLUMNS: readonly (readonly [string, Columns])[] = [
  [
    'sales',
    {
      id: 'uuid',
      customer_id: 'uuid',
      kind: 'sale_kind',
      package_id: 'uuid',
      service_id: 'uuid',
      item_id: 'uuid',
      description: 'text',
      quantity: 'integer',
      list_price_cents: 'integer',
      unit_price_cents: 'integer',
      price_reason: 'text',
      discount_cents: 'integer',
      total_cents: 'integer',
      sold_on: 'date',
      event_id: 'uuid',
      created_at: 'timestamptz',
    },
  ],
  [
    'sale_cancellations',
    { id: 'uuid', sale_id: 'uuid', reason: 'text', cancelled_on: 'date', created_at: 'timestamptz' },
  ],
  [
    'charges',
    {
      id: 'uuid',
      customer_id: 'uuid',
      sale_id: 'uuid',
      event_id: 'uuid',
      description: 'text',
      amount_cents: 'integer',
      due_on: 'date',
      reverses_id: 'uuid',
      reason: 'text',
      created_at: 'timestamptz',
    },
  ],
  [
    'credit_entries',
    {
      id: 'uuid',
      customer_id: 'uuid',
      kind: 'credit_entry_kind',
      credits: 'integer',
      grant_id: 'uuid',
      event_type_id: 'uuid',
      expires_on: 'date',
      sale_id: 'uuid',
      event_id: 'uuid',
      effective_on: 'date',
      reason: 'text',
      created_at: 'timestamptz',
    },
  ],
  [
    'payments',
    {
      id: 'uuid',
      customer_id: 'uuid',
      amount_cents: 'integer',
      method: 'payment_method',
      paid_on: 'date',
      reference: 'text',
      created_at: 'timestamptz',
    },
  ],
  [
    'payment_allocations',
    { id: 'uuid', payment_id: 'uuid', charge_id: 'uuid', amount_cents: 'integer', created_at: 'timestamptz' },
  ],
  [
    'staff_payments',
    {
      id: 'uuid',
      staff_id: 'uuid',
      amount_cents: 'integer',
      method: 'payment_method',
      paid_on: 'date',
      note: 'text',
      created_at: 'timestamptz',
    },
  ],
];
