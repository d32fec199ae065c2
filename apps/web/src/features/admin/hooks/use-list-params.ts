import { useSearchParams } from 'react-router';
import { adminListQuerySchema } from '@lineup/contract/schools';
import type { ApplicationListQuery } from '#web/features/admin/api/get-applications.ts';

type Change = Partial<ApplicationListQuery>;

const DEFAULTS = adminListQuerySchema.parse({});

/** Read with the contract's own schema: a hand-edited address falls back to the defaults. */
function readQuery(params: URLSearchParams): ApplicationListQuery {
  const parsed = adminListQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** The list's search, filter, sort and page live in the address, so reload and Back keep them. */
export function useListParams(): [ApplicationListQuery, (change: Change) => void] {
  const [params, setParams] = useSearchParams();
  const update = (change: Change) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        // A new search, filter, sort or page size starts again at page 1.
        const merged: Change = { ...readQuery(previous), page: 1, ...change };
        for (const [key, value] of Object.entries(merged)) {
          const fallback = DEFAULTS[key as keyof ApplicationListQuery];
          if (value === undefined || value === '' || value === fallback) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  return [readQuery(params), update];
}
