import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** What every list query of the contract has (`listQuery()` in list.ts), whatever its filters. */
interface ListQueryShape {
  readonly page: number;
  readonly pageSize: number;
  readonly q: string;
  readonly sort?: string;
  readonly order: 'asc' | 'desc';
}

type ListSchema = z.ZodType<ListQueryShape> & { readonly shape: Readonly<Record<string, unknown>> };

/** A list's query read from the address, and the ways to change it. */
export interface ListParams<Q extends ListQueryShape> {
  readonly query: Q;
  /** Any change; all but a change of page start again at page 1. */
  readonly update: (change: Partial<Q>) => void;
  readonly setPage: (page: number) => void;
  readonly setPageSize: (pageSize: number) => void;
  readonly setSearch: (q: string) => void;
  readonly setSort: (sort: NonNullable<Q['sort']>, order: Q['order']) => void;
}

/**
 * Reads a list query with its contract schema. A hand-edited or outdated address keeps what is
 * valid: each bad value falls back to its own default, not the whole query.
 */
export function readListQuery<Q>(schema: z.ZodType<Q>, params: URLSearchParams, keys: readonly string[]): Q {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  for (;;) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const before = Object.keys(raw).length;
    for (const key of bad) delete raw[key];
    // An issue with no field to drop cannot be mended here: the defaults answer.
    if (Object.keys(raw).length === before) return schema.parse({});
  }
}

/**
 * The list's page, items per page, search, sort and filters live in the address (URL search
 * parameters), so reload, Back and a shared link show the same list. Defaults are left out of the
 * address; other parameters of the page (an open tab, an open record) are kept.
 */
export function useListParams<S extends ListSchema>(schema: S): ListParams<z.output<S>> {
  type Q = z.output<S>;
  const [params, setParams] = useSearchParams();
  const keys = useMemo(() => Object.keys(schema.shape), [schema]);
  const defaults = useMemo(() => schema.parse({}), [schema]);
  const search = params.toString();
  // The same object while the address is unchanged, so it can key a query.
  const query = useMemo(() => readListQuery(schema, new URLSearchParams(search), keys), [schema, search, keys]) as Q;
  const update = (change: Partial<Q>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const merged: Record<string, unknown> = {
          ...readListQuery(schema, previous, keys),
          page: 1,
          ...change,
        };
        for (const key of keys) {
          const value = merged[key];
          const fallback = (defaults as Record<string, unknown>)[key];
          if (value === undefined || value === null || value === '' || value === fallback) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  return {
    query,
    update,
    setPage: (page) => update({ page } as Partial<Q>),
    setPageSize: (pageSize) => update({ pageSize } as Partial<Q>),
    setSearch: (q) => update({ q } as Partial<Q>),
    setSort: (sort, order) => update({ sort, order } as Partial<Q>),
  };
}
