import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useResourceMutations } from '#web/lib/resource/use-resource-mutations.ts';
import {
  SCHOOL_ID,
  locker,
  lockerListQuerySchema,
  lockersApi,
  pass,
  passesApi,
  type Locker,
  type Pass,
} from '#web/lib/resource/test-resources.ts';
import { callsTo, created, mockApi, noContent, ok, type Handler } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

const OTHER_SCHOOL = '22222222-2222-4222-8222-222222222222';
const query = lockerListQuerySchema.parse({});

const useLockerMutations = () => useResourceMutations(lockersApi, SCHOOL_ID);
const usePassMutations = () => useResourceMutations(passesApi, SCHOOL_ID);
const latest: {
  lockers?: ReturnType<typeof useLockerMutations>;
  passes?: ReturnType<typeof usePassMutations>;
} = {};

/** The school's lockers on screen, another school's lockers beside them, and the writes. */
function Probe() {
  const mine = useQuery(lockersApi.listQuery(SCHOOL_ID, query));
  const theirs = useQuery(lockersApi.listQuery(OTHER_SCHOOL, query));
  const lockers = useLockerMutations();
  const passes = usePassMutations();
  useEffect(() => {
    latest.lockers = lockers;
    latest.passes = passes;
  });
  return <output data-testid="lists">{`${mine.data?.total ?? '-'} ${theirs.data?.total ?? '-'}`}</output>;
}

const mutations = () => latest.lockers as ReturnType<typeof useLockerMutations>;

async function open(routes: Record<string, Handler>) {
  const calls = mockApi({ 'GET /api/v1/lockers': () => ok({ items: [locker()], total: 1 }), ...routes });
  renderWithRouter(<Probe />);
  await waitFor(() => expect(screen.getByTestId('lists')).toHaveTextContent('1 1'));
  return calls;
}

/**
 * The reads of the lockers lists: one for each school at the start, and one more for each list a
 * write refreshes (both lists are on screen, so a refresh of the other school's would count too).
 */
const listReads = () => callsTo('GET /api/v1/lockers').length;

describe('useResourceMutations', () => {
  it('creates with the whole input and reads the school’s lists again, not another school’s', async () => {
    const calls = await open({
      'POST /api/v1/lockers': (call) => created(locker({ ...(call.body as object), id: 'new' })),
    });
    const input = { name: 'Locker 8', size: 'wetsuit' as const, notes: '', active: true };
    const saved = await act(() => mutations().save.mutateAsync({ id: null, input }));
    expect(saved.name).toBe('Locker 8');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(input);
    // Only this school's list is read again.
    expect(listReads()).toBe(3);
  });

  it('changes a record by its id with the whole input', async () => {
    const calls = await open({
      'PUT /api/v1/lockers/00000000-0000-4000-8000-000000000007': (call) => ok(locker(call.body as Partial<Locker>)),
    });
    const input = { name: 'Locker 7b', size: 'board' as const, notes: 'Moved', active: true };
    await act(() => mutations().save.mutateAsync({ id: locker().id, input }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(input);
    expect(listReads()).toBe(3);
  });

  it('deletes a record and reads the list again', async () => {
    const calls = await open({ 'DELETE /api/v1/lockers/00000000-0000-4000-8000-000000000007': () => noContent() });
    await act(() => mutations().remove.mutateAsync(locker()));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(listReads()).toBe(3);
  });

  it('deactivates by sending the whole record with active false, and nothing the server keeps itself', async () => {
    const calls = await open({
      'PUT /api/v1/lockers/00000000-0000-4000-8000-000000000007': (call) => ok(locker(call.body as Partial<Locker>)),
    });
    await act(() => mutations().retire.mutateAsync(locker()));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Locker 7',
      size: 'board',
      notes: 'By the showers',
      active: false,
    });
    expect(listReads()).toBe(3);
  });

  it('archives by sending the whole record with status archived', async () => {
    const calls = await open({
      'PUT /api/v1/passes/00000000-0000-4000-8000-000000000010': (call) => ok(pass(call.body as Partial<Pass>)),
    });
    const archived = await act(() => (latest.passes as ReturnType<typeof usePassMutations>).retire.mutateAsync(pass()));
    expect(archived.status).toBe('archived');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Ten lessons',
      credits: 10,
      status: 'archived',
    });
  });
});
