import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '@lineup/contract/list';
import type { InUseOffer } from '#web/lib/forms/delete-dialog.tsx';
import { del, get, post, put, type Query } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/** What every list query of the contract has (`listQuery()` in list.ts), whatever its filters. */
export interface ListQueryShape {
  readonly page: number;
  readonly pageSize: number;
  readonly q: string;
  readonly sort: string;
  readonly order: 'asc' | 'desc';
}

/** A contract list query schema (`placeListQuerySchema`): what `useListParams` reads from the address. */
export type ListQuerySchema = z.ZodType<ListQueryShape & Query> & { readonly shape: Readonly<Record<string, unknown>> };

/** A school's record as the API answers it. */
export interface SchoolRecord {
  readonly id: string;
}

/**
 * What a record in use becomes instead of being deleted (DOMAIN.md): the change written with the
 * rest of the record, and whether it still applies (an inactive place is not offered deactivation).
 */
export interface Retirement<Item, Input> {
  readonly offer: InUseOffer['kind'];
  readonly change: Partial<Input>;
  /** The change that brings a retired record back (`active: true`, `status: 'active'`). */
  readonly restore: Partial<Input>;
  readonly applies: (item: Item) => boolean;
}

/** Places, rooms, equipment, staff…: an active record in use is deactivated. */
export const DEACTIVATE = {
  offer: 'deactivate',
  change: { active: false },
  restore: { active: true },
  applies: (item: { readonly active: boolean }) => item.active,
} as const;

/** Packages and services: a record in use is archived. */
export const ARCHIVE = {
  offer: 'archive',
  change: { status: 'archived' },
  restore: { status: 'active' },
  applies: (item: { readonly status: string }) => item.status !== 'archived',
} as const;

/** The answer read back from the input's fields, when the answer has every one of them. */
type InputOfOption<Item, Input> = Item extends Input
  ? { readonly inputOf?: (item: Item) => Input }
  : { readonly inputOf: (item: Item) => Input };

/** How dialogs and toasts name a record: its `name`, unless it has none. */
type NameOfOption<Item> = Item extends { readonly name: string }
  ? { readonly nameOf?: (item: Item) => string }
  : { readonly nameOf: (item: Item) => string };

export type ResourceApiOptions<
  ItemSchema extends z.ZodType<SchoolRecord>,
  InputSchema extends z.ZodObject,
  ListSchema extends ListQuerySchema,
  Listed = z.output<ItemSchema>,
> = {
  /** The collection on the server: `/api/v1/places`. */
  readonly path: string;
  /** The query keys' domain, under the school: `places`. */
  readonly key: string;
  readonly schemas: {
    /** One record as the server answers it. */
    readonly item: ItemSchema;
    /** One page of the list: whole records, or the summaries a list shows (a lesson's without its people). */
    readonly page: z.ZodType<Page<Listed>>;
    /** What a create or a change sends: the whole record. */
    readonly input: InputSchema;
    /** The list's query: page, size, search, sort and filters. */
    readonly list: ListSchema;
  };
  /** What the delete dialog offers when the server refuses a record in use; none if absent. */
  readonly retire?: Retirement<z.output<ItemSchema>, z.output<InputSchema>>;
} & InputOfOption<z.output<ItemSchema>, z.output<InputSchema>> &
  NameOfOption<z.output<ItemSchema>>;

/**
 * One kind of school record on the server (places, rooms, suppliers…): its list a page at a time,
 * create, change (the whole record), delete, and the CSV export of the list.
 */
export interface ResourceApi<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema, Listed = Item> {
  readonly path: string;
  /** The server's CSV of the list, with the list's search, filters and sort. */
  readonly exportPath: string;
  /** Every key starts `['school', schoolId, key]`: one invalidation refreshes the school's records. */
  readonly keys: ReturnType<typeof schoolKeys<string>>;
  readonly schemas: { readonly input: z.ZodType<Input>; readonly list: ListSchema };
  readonly retirement: Retirement<Item, Input> | null;
  /** One page of the school's records; the last page stays on screen while the next loads. */
  readonly listQuery: ReturnType<typeof pageQuery<Listed, z.output<ListSchema>>>;
  /** One record of the school, under the same keys, so that every change refreshes it. */
  readonly detailQuery: ReturnType<typeof detailQueryOf<Item>>;
  readonly create: (input: Input) => Promise<Item>;
  readonly update: (id: string, input: Input) => Promise<Item>;
  /** Refused with reason `in_use` while other records use it. */
  readonly remove: (id: string) => Promise<void>;
  /** The editable part of a record, as a change sends it. */
  readonly inputOf: (item: Item) => Input;
  readonly nameOf: (item: Item) => string;
}

/** What a record's page, form and delete need of its API: all but the list. */
export type RecordApi<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema> = Omit<
  ResourceApi<Item, Input, ListSchema, unknown>,
  'listQuery'
>;

function pageQuery<Item, ListQuery extends Query>(
  path: string,
  keys: ReturnType<typeof schoolKeys<string>>,
  page: z.ZodType<Page<Item>>,
) {
  return (schoolId: string, query: ListQuery) =>
    queryOptions({
      queryKey: keys.list(schoolId, query),
      queryFn: ({ signal }) => get(path, { query: { ...query }, schema: page, signal }),
      placeholderData: keepPreviousData,
    });
}

function detailQueryOf<Item>(keys: ReturnType<typeof schoolKeys<string>>, path: string, item: z.ZodType<Item>) {
  return (schoolId: string, id: string) =>
    queryOptions({
      queryKey: keys.detail(schoolId, id),
      queryFn: ({ signal }) => get(`${path}/${encodeURIComponent(id)}`, { schema: item, signal }),
    });
}

/** Copies the input schema's fields from a record: what a change sends back. */
function pickInput<Item, Input>(input: z.ZodObject): (item: Item) => Input {
  const fields = Object.keys(input.shape);
  return (item) =>
    Object.fromEntries(fields.map((field) => [field, (item as Record<string, unknown>)[field]])) as Input;
}

/** The API of one kind of school record, from its contract schemas. */
export function resourceApi<
  ItemSchema extends z.ZodType<SchoolRecord>,
  InputSchema extends z.ZodObject,
  ListSchema extends ListQuerySchema,
  Listed = z.output<ItemSchema>,
>(
  options: ResourceApiOptions<ItemSchema, InputSchema, ListSchema, Listed>,
): ResourceApi<z.output<ItemSchema>, z.output<InputSchema>, ListSchema, Listed> {
  type Item = z.output<ItemSchema>;
  type Input = z.output<InputSchema>;
  const { path, schemas } = options;
  const keys = schoolKeys(options.key);
  const pathOf = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const nameOf: (item: Item) => string = options.nameOf ?? ((item) => (item as { name: string }).name);
  return {
    path,
    exportPath: `${path}/export`,
    keys,
    // The input schema reads into its own output type; zod cannot say so of a generic object schema.
    schemas: { input: schemas.input as unknown as z.ZodType<Input>, list: schemas.list },
    retirement: options.retire ?? null,
    listQuery: pageQuery(path, keys, schemas.page),
    detailQuery: detailQueryOf<Item>(keys, path, schemas.item as unknown as z.ZodType<Item>),
    create: (input: Input) => post(path, input, { schema: schemas.item }),
    update: (id: string, input: Input) => put(pathOf(id), input, { schema: schemas.item }),
    remove: (id: string) => del(pathOf(id)),
    inputOf: (options.inputOf as ((item: Item) => Input) | undefined) ?? pickInput<Item, Input>(schemas.input),
    nameOf,
  };
}
