import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Me } from '@lineup/contract/me';
import { applyMe, applySchoolChange } from '#web/lib/me/apply-me.ts';
import { meQuery } from '#web/lib/me/get-me.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';
import { meOf } from '#web/testing/fixtures.ts';

/** A read of the account under way in a fresh cache; `answer` gives it its answer and waits for it to settle. */
function accountReadUnderWay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  let answerBefore: (me: Me) => void = () => undefined;
  const before = client
    .fetchQuery({ queryKey: meQuery.queryKey, queryFn: () => new Promise<Me>((resolve) => (answerBefore = resolve)) })
    .catch(() => undefined);
  const answer = async (me: Me) => {
    answerBefore(me);
    await before;
  };
  return { client, answer };
}

describe('a change of school', () => {
  it('reads the account’s schools again, though a read begun before the change answers after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const queryKey = accountQueryKeys.mySchools.all();
    let answerBefore: (schools: string[]) => void = () => undefined;
    let reads = 0;
    const queryFn = () => {
      reads += 1;
      return reads === 1 ? new Promise<string[]>((resolve) => (answerBefore = resolve)) : Promise.resolve(['joined']);
    };
    client.setQueryDefaults(queryKey, { queryFn });
    // Nobody shows the list yet (the screen is still loading): only the frame's read is under way.
    const before = client.fetchQuery({ queryKey }).catch(() => undefined);
    await applySchoolChange(client, meOf('manager'));
    answerBefore([]);
    await before;
    // The answer of before is not kept: the list, once shown, reads what is true after the change.
    expect(client.getQueryData(queryKey)).not.toEqual([]);
    expect(await client.ensureQueryData({ queryKey })).toEqual(['joined']);
  });

  it('keeps the account the change answered, though a read of it begun before the change answers after it', async () => {
    // The frame reads the account as it opens; the invitation is accepted meanwhile.
    const { client, answer } = accountReadUnderWay();
    await applySchoolChange(client, meOf('manager'));
    await answer(meOf('user'));
    expect(client.getQueryData(meQuery.queryKey)?.profile).toBe('manager');
  });
});

describe('a change to the account', () => {
  it('keeps the account the change answered, though a read of it begun before answers after it', async () => {
    // The frame reads the account again as the tab comes back into focus; the new name is saved meanwhile.
    const { client, answer } = accountReadUnderWay();
    await applyMe(client, { ...meOf('manager'), name: 'Ana Sousa' });
    await answer({ ...meOf('manager'), name: 'Ana' });
    expect(client.getQueryData(meQuery.queryKey)?.name).toBe('Ana Sousa');
  });
});
