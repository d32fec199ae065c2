import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { auditQuerySchema, type AuditQuery } from '@lineup/contract/audit';
import { readListQuery } from '#web/lib/list/use-list-params.ts';

/**
 * Where a log's page lives in the address: its own names, so a list beside it on the same
 * screen (with its own `pageSize`) keeps its state.
 */
const ADDRESS: Record<keyof AuditQuery, string> = { before: 'before', after: 'after', pageSize: 'logPageSize' };
const KEYS = Object.keys(ADDRESS) as (keyof AuditQuery)[];
let defaults: AuditQuery | undefined;
/** The first page's query, read once it is first wanted, not as a screen's code loads. */
const defaultQuery = () => (defaults ??= auditQuerySchema.parse({}));

export interface AuditParams {
  readonly query: AuditQuery;
  /** Sets the page (by cursor) and items per page; unset values go back to the newest page. */
  readonly set: (query: Partial<AuditQuery>) => void;
}

function fromAddress(params: URLSearchParams): AuditQuery {
  const named = new URLSearchParams();
  for (const key of KEYS) {
    const value = params.get(ADDRESS[key]);
    if (value !== null) named.set(key, value);
  }
  return readListQuery(auditQuerySchema, named, KEYS);
}

/**
 * The log's page and items per page: in the address (reload, Back and a shared link show the
 * same page; an outdated cursor falls back to the newest page), or held by the screen where
 * the log is one tab among others that the address does not name.
 */
export function useAuditParams(inAddress: boolean): AuditParams {
  const [params, setParams] = useSearchParams();
  const [held, setHeld] = useState<AuditQuery>(defaultQuery);
  const search = params.toString();
  const addressed = useMemo(() => fromAddress(new URLSearchParams(search)), [search]);
  if (!inAddress) return { query: held, set: (change) => setHeld({ pageSize: held.pageSize, ...change }) };
  return {
    query: addressed,
    set: (change) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const merged: Partial<AuditQuery> = { pageSize: fromAddress(previous).pageSize, ...change };
        for (const key of KEYS) {
          const value = merged[key];
          if (value === undefined || value === defaultQuery()[key]) next.delete(ADDRESS[key]);
          else next.set(ADDRESS[key], String(value));
        }
        return next;
      }),
  };
}
