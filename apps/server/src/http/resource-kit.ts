import type { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { allows, ENTITY_ACCESS, type Entity } from '@lineup/contract/access';
import type { AuditAction } from '@lineup/contract/audit';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { Page } from '@lineup/contract/list';
import type { Transaction } from '#src/db/database.ts';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '#src/db/errors.ts';
import {
  fromSource,
  listBatches,
  listPage,
  type ListField,
  type ListQuery,
  type ListRow,
  type ListSource,
} from '#src/db/list.ts';
import { forgetListCount, listCountsOf } from '#src/db/list-counts.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import { validationSummary, validationText } from '#src/i18n/validation-messages.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { csvLine } from '@lineup/contract/csv';
import { csvStream } from '#src/lib/csv.ts';
import { AppError } from './app-error.ts';
import { csvContext, csvFileName, type CsvContext } from './csv-context.ts';
import { currentSchool, withSchool, type CallContext } from './request-context.ts';
import { resourceRoutes } from './resource-routes.ts';
import { clock } from '@lineup/contract/clock';

export type Columns = Record<string, ListField>;
type Cell = string | number | null;

/** The entities whose audit actions and messages exist under their name, as a resource needs them. */
type RecordedEntity = {
  [E in Entity]: `${E}_${'created' | 'updated' | 'deleted'}` extends AuditAction
    ? `${E}.${'notFound' | 'nameTaken' | 'inUse'}` extends MessageKey
      ? E
      : never
    : never;
}[Entity];

/** A school-owned table: its school and id columns, as `schoolIdColumn()` makes them (any list source is one). */
export type OwnedTable = Pick<ListSource<string, Columns>, 'table' | 'school' | 'id'>;

/** A record an input names by id: one of the school's in that table, meeting `where` too when given. */
export type Reference = OwnedTable & {
  /** What else the record must be (a lesson type, not any event type). */
  readonly where?: SQL;
};

/** The input's text fields: those that can name a record. */
type TextField<Input> = { [K in keyof Input]-?: Input[K] extends string ? K : never }[keyof Input] & string;

/**
 * The field that names a record in the activity log and in the `name_taken` refusal: `name`, or
 * the record's own (a work's `title`), which the list's fields select under the same key.
 */
export type Naming<Input> = Input extends { name: string }
  ? { readonly nameField?: 'name' }
  : { readonly nameField: TextField<Input> };

/**
 * One catalogue-like record type, declared once: its routes (list, export, one, create, change,
 * delete), its service (school, audit, uniqueness, references, in-use refusal) and its CSV.
 * Places is the example; a record with rules of its own adds them in `prepare`.
 */
export interface ResourceDefinition<
  Sort extends string,
  Fields extends Columns,
  Query extends ListQuery<Sort>,
  Input extends Record<string, unknown>,
  Item,
> {
  /**
   * The access table's entry (who reads and who writes), which also names the record's audit
   * actions (`room_created`, `room_updated`, `room_deleted`) and messages (`room.notFound`,
   * `room.nameTaken`, `room.inUse`).
   */
  readonly entity: RecordedEntity;
  /** `/api/v1/places`. */
  readonly path: string;
  /** The OpenAPI tag and the export's file name: `places`. */
  readonly tag: string;
  /** Names in operation ids and summaries: `{ one: 'Place', many: 'Places' }`. */
  readonly names: { readonly one: string; readonly many: string };
  readonly schemas: {
    readonly query: z.ZodType<Query>;
    readonly input: z.ZodType<Input>;
    readonly item: z.ZodType<Item, Item>;
    readonly page: z.ZodType<Page<Item>, Page<Item>>;
  };
  /** The list: table, selected fields, whitelisted sorts, searched columns, joins. */
  readonly list: ListSource<Sort, Fields>;
  /** The list's own filters, from the query. */
  readonly filters: (query: Query) => (SQL | undefined)[];
  readonly toItem: (row: ListRow<Fields>) => Item;
  /**
   * Other school-owned records the input names by id (`placeId: places`): each must be the
   * school's (and meet the reference's `where`), or the field is refused as not found.
   */
  readonly references?: Readonly<Partial<Record<keyof Input & string, Reference>>>;
  /**
   * The record's own rules between records that the contract cannot see (a storage room at the
   * storage place; a type's kind kept): checked in the write's transaction, after the references,
   * with the stored record on a change (null on a create). Refuse by throwing (`fieldError`).
   * It may answer columns the write sets besides the input's (when a work was done).
   */
  readonly prepare?: (
    tx: Transaction,
    write: { call: CallContext; schoolId: string; input: Input; before: ListRow<Fields> | null },
  ) => Promise<void | Record<string, unknown>>;
  /**
   * What a change would break in the schedule (a capacity, seats or usable units lowered under
   * what upcoming lessons book): asked on a change, in its transaction and before the write, by
   * the conflict engine. It refuses by throwing, or answers what the activity log adds when the
   * caller went ahead past a warning.
   */
  readonly checkSchedule?: (
    tx: Transaction,
    write: { call: CallContext; schoolId: string; input: Input; before: ListRow<Fields> },
  ) => Promise<Readonly<Record<string, string>> | null>;
  /** What the change's route says about `checkSchedule`'s refusals, in the API's reference. */
  readonly checkScheduleNote?: string;
  /**
   * Unique indexes other than the name's, by index name, and the field each guards (an item's
   * label code): a second record with the same value is refused on that field.
   */
  readonly uniqueFields?: Readonly<Record<string, keyof Input & string>>;
  /** The row's columns from the input, when they differ from it (money in cents, say). */
  readonly toRow?: (input: Input) => Record<string, unknown>;
  /**
   * The record a member reads without the read permission: their own (a staff record linked to
   * their account). The one-record route is then open to every member, who gets any other
   * record as not found.
   */
  readonly ownRecord?: SQL;
  /**
   * The list's pages and each record depend on nothing but the school's rows of the domain (not
   * the clock, not invitations): their answers are kept as sent until the school's rows change
   * (http/kept-answers.ts).
   */
  readonly kept?: boolean;
  /** What a record in use can become instead of being deleted; none for records nothing else names (a work). */
  readonly inUseOffer?: 'deactivate' | 'archive';
  readonly csv: {
    /** Header keys, in order. */
    readonly header: readonly MessageKey[];
    readonly row: (row: ListRow<Fields>, context: CsvContext) => readonly Cell[];
  };
}

export interface Resource<Query, Input, Item> {
  readonly routes: FastifyPluginAsyncZod;
  list(call: CallContext, query: Query): Promise<Page<Item>>;
  export(call: CallContext, query: Query): Promise<{ name: string; file: Readable }>;
  get(call: CallContext, id: string): Promise<Item>;
  create(call: CallContext, input: Input): Promise<Item>;
  update(call: CallContext, id: string, input: Input): Promise<Item>;
  remove(call: CallContext, id: string): Promise<void>;
}

/** A row with its creation and last change as ISO 8601 instants, as the contract's records carry them. */
export function withIsoTimes<Row extends { createdAt: Date; updatedAt: Date }>(row: Row) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The names of the input's fields that changed between two rows, for the audit log. */
function changedFields(
  input: Record<string, unknown>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return (
    Object.keys(input)
      // As JSON, so a change inside a list (a certification's date) counts, and dates compare by value.
      .filter((key) => key in after && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .join(', ')
  );
}

/** A 400 on one field of the body, worded in the caller's language from its validation code. */
export function fieldError(
  call: CallContext,
  field: string,
  code: string,
  params: Record<string, string | number> = {},
): AppError {
  const message = validationText(call.language, { code, params });
  return new AppError('validation_failed', validationSummary(call.language), [
    { path: `body.${field}`, message, code, ...(Object.keys(params).length > 0 ? { params } : {}) },
  ]);
}

export function defineResource<
  Sort extends string,
  Fields extends Columns,
  Query extends ListQuery<Sort>,
  Input extends Record<string, unknown>,
  Item,
>(definition: ResourceDefinition<Sort, Fields, Query, Input, Item> & Naming<Input>): Resource<Query, Input, Item> {
  const { list: source, entity } = definition;
  const nameField: string = definition.nameField ?? 'name';
  const nameOf = (record: Record<string, unknown>) => String(record[nameField]);
  const messages = {
    notFound: `${entity}.notFound`,
    nameTaken: `${entity}.nameTaken`,
    inUse: `${entity}.inUse`,
  } as const satisfies Record<string, MessageKey>;
  const audit = {
    created: `${entity}_created`,
    updated: `${entity}_updated`,
    deleted: `${entity}_deleted`,
  } as const satisfies Record<string, AuditAction>;
  const byId = (schoolId: string, id: string) => and(eq(source.school, schoolId), eq(source.id, id));
  const notFound = (call: CallContext) => localizedError('not_found', call.language, messages.notFound);
  const rowOf = (input: Input) => definition.toRow?.(input) ?? input;
  /** After a committed create or delete: this process's count of the school's list is gone at once. */
  const rowsAddedOrRemoved = (call: CallContext) => {
    if (source.announcedAs !== undefined) forgetListCount(call.db, source.announcedAs, currentSchool(call));
  };

  async function find(tx: Transaction, schoolId: string, id: string, lock = false, only?: SQL) {
    const select = fromSource(tx, source, source.fields).where(and(byId(schoolId, id), only));
    const [row] = lock ? await select.for('update', { of: source.table }) : await select;
    return row as ListRow<Fields> | undefined;
  }

  /**
   * Each id the input names must be one of the school's records (and meet the reference's
   * `where`); otherwise a 400 on that field. A reference the record already had is kept as it is:
   * its foreign key holds it, and a driver who has since left the drivers does not block a change
   * of the vehicle's seats.
   */
  async function checkReferences(
    tx: Transaction,
    call: CallContext,
    schoolId: string,
    input: Input,
    before: Record<string, unknown> | null,
  ) {
    for (const [field, target] of Object.entries(definition.references ?? {}) as [string, Reference][]) {
      const value = input[field];
      if (typeof value !== 'string' || (before !== null && before[field] === value)) continue;
      const [found] = await tx
        .select({ id: target.id })
        .from(target.table)
        .where(and(eq(target.school, schoolId), eq(target.id, value), target.where));
      if (!found) throw fieldError(call, field, 'missing');
    }
  }

  /** A second record with the same name (in any case) loses to the unique index, even in a race. */
  const nameTaken = (call: CallContext, name: string) => (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    const field = definition.uniqueFields?.[violatedConstraint(error) ?? ''];
    if (field) throw fieldError(call, field, 'taken');
    throw refusal(call.language, 'name_taken', { name }, messages.nameTaken);
  };

  const resource: Omit<Resource<Query, Input, Item>, 'routes'> = {
    list: (call, query) =>
      withSchool(call, async (tx, schoolId) => {
        const page = await listPage(tx, source, schoolId, query, definition.filters(query), listCountsOf(call.db));
        return { items: page.items.map(definition.toItem), total: page.total };
      }),

    async export(call, query) {
      const timeZone = call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
      const context = csvContext(call.language, timeZone);
      const header = csvLine(definition.csv.header.map((key) => context.t(key)));
      const file = await csvStream((write) =>
        withSchool(call, async (tx, schoolId) => {
          let pending = header;
          for await (const batch of listBatches(tx, source, schoolId, query, definition.filters(query))) {
            await write(pending + batch.map((row) => csvLine(definition.csv.row(row, context))).join(''));
            pending = '';
          }
          if (pending) await write(pending);
        }),
      );
      return { name: csvFileName(definition.tag, clock.now(), timeZone), file };
    },

    get: (call, id) =>
      withSchool(call, async (tx, schoolId) => {
        const readsAll = allows(call.auth.permissions, ENTITY_ACCESS[entity].read);
        const row = await find(tx, schoolId, id, false, readsAll ? undefined : definition.ownRecord);
        if (!row) throw notFound(call);
        return definition.toItem(row);
      }),

    create: (call, input) =>
      withSchool(call, async (tx, schoolId) => {
        await checkReferences(tx, call, schoolId, input, null);
        const prepared = await definition.prepare?.(tx, { call, schoolId, input, before: null });
        const [created] = (await tx
          .insert(source.table)
          .values({ ...rowOf(input), ...prepared, applicationId: schoolId })
          .returning({ id: source.id })) as { id: string }[];
        const row = created && (await find(tx, schoolId, created.id));
        if (!row) throw new Error(`${definition.names.one} not created`);
        await recordCallAudit(tx, call, { action: audit.created, schoolId, target: nameOf(input) });
        return definition.toItem(row);
      })
        .then((item) => {
          rowsAddedOrRemoved(call);
          return item;
        })
        .catch(nameTaken(call, nameOf(input))),

    update: (call, id, input) =>
      withSchool(call, async (tx, schoolId) => {
        const before = await find(tx, schoolId, id, true);
        if (!before) throw notFound(call);
        await checkReferences(tx, call, schoolId, input, before);
        const prepared = await definition.prepare?.(tx, { call, schoolId, input, before });
        const overridden = await definition.checkSchedule?.(tx, { call, schoolId, input, before });
        const values = rowOf(input);
        await tx
          .update(source.table)
          .set({ ...values, ...prepared, updatedAt: sql`now()` })
          .where(byId(schoolId, id));
        const row = await find(tx, schoolId, id);
        if (!row) throw notFound(call);
        await recordCallAudit(tx, call, {
          action: audit.updated,
          schoolId,
          target: nameOf(input),
          data: { changed: changedFields(values, before, row), ...overridden },
        });
        return definition.toItem(row);
      }).catch(nameTaken(call, nameOf(input))),

    /**
     * Deletes the record. Tables that use it reference it by (application_id, id) with the
     * default ON DELETE NO ACTION, so a record in use fails here with a foreign-key violation,
     * which becomes the `in_use` refusal with its offer.
     */
    async remove(call, id) {
      await withSchool(call, async (tx, schoolId) => {
        const row = await find(tx, schoolId, id, true);
        if (!row) throw notFound(call);
        await tx.delete(source.table).where(byId(schoolId, id));
        await recordCallAudit(tx, call, {
          action: audit.deleted,
          schoolId,
          target: nameOf(row as Record<string, unknown>),
        });
      })
        .then(() => rowsAddedOrRemoved(call))
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) {
            const params: Record<string, string> = definition.inUseOffer ? { offer: definition.inUseOffer } : {};
            throw refusal(call.language, 'in_use', params, messages.inUse);
          }
          throw error;
        });
    },
  };

  return { ...resource, routes: resourceRoutes(definition, resource) };
}
