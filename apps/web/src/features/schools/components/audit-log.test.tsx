import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLog } from '#web/features/schools/components/audit-log.tsx';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { school } from '#web/testing/fixtures.ts';
import { mockApi, ok, problem } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

/** The screens that show the log load the list kit's texts. */
const session = { name: 'Ana Sousa', email: 'ana@example.com', profile: 'owner' } as const;
const entry = { at: '2026-03-01T10:00:00.000Z', school: school.name, data: {} };

describe('activity log', () => {
  it('words each entry and names a target only when it is not the actor', async () => {
    const calls = mockApi({
      'GET /api/v1/audit': () =>
        ok({
          items: [
            {
              ...entry,
              id: '1',
              action: 'signin',
              actor: 'rui@example.com',
              target: 'rui@example.com',
              data: { method: 'phone' },
            },
            {
              ...entry,
              id: '2',
              action: 'signin_failed',
              actor: null,
              target: 'eve@example.com',
              data: { method: 'password' },
            },
            {
              ...entry,
              id: '3',
              action: 'member_role_changed',
              actor: 'ana@example.com',
              target: 'rui@example.com',
              data: { from: 'staff', to: 'manager' },
            },
          ],
          next: null,
          previous: null,
        }),
    });
    renderScreen(
      <ScreenTexts texts={{ kit: kitTexts }}>
        <AuditLog scope={{ kind: 'school', schoolId: school.id }} />
      </ScreenTexts>,
      { session },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getAllByText(/rui@example\.com/)).toHaveLength(1);
    expect(rows[2]).toHaveTextContent('Staff → Manager');
    expect(rows[1]).toHaveTextContent('eve@example.com');
    const call = calls.find((one) => one.path === '/api/v1/audit');
    expect(call?.query.get('pageSize')).toBe('25');
    expect(call?.query.has('before')).toBe(false);
    // One page and nothing either way: neither way is open.
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });

  const cursor = (n: number) => `2026-03-01T10:00:00.00000${n}Z_00000000-0000-4000-8000-00000000000${n}`;
  const page = (ids: string[], next: string | null, previous: string | null) =>
    ok({
      items: ids.map((id) => ({ ...entry, id, action: 'signin', actor: `${id}@example.com`, target: null })),
      next,
      previous,
    });

  it("pages the Master's log older and newer by cursor, the cursor kept in the address", async () => {
    const calls = mockApi({
      'GET /api/v1/admin/audit': (call) =>
        call.query.get('before') === cursor(1)
          ? page(['old'], null, cursor(2))
          : call.query.get('after') === cursor(2)
            ? page(['new'], cursor(1), null)
            : page(['new'], cursor(1), null),
    });
    renderScreen(
      <ScreenTexts texts={{ kit: kitTexts }}>
        <AuditLog scope={{ kind: 'all' }} inAddress />
      </ScreenTexts>,
      { session, path: '/admin?tab=audit' },
    );
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('old@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/admin?tab=audit&before=${encodeURIComponent(cursor(1))}`,
    );
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`after=${encodeURIComponent(cursor(2))}`);
    expect(calls.filter((call) => call.path === '/api/v1/admin/audit').map((call) => call.query.toString())).toEqual([
      'pageSize=25',
      `pageSize=25&before=${encodeURIComponent(cursor(1))}`,
      `pageSize=25&after=${encodeURIComponent(cursor(2))}`,
    ]);
  });

  it('reads a page named by the address, and its items per page', async () => {
    const calls = mockApi({ 'GET /api/v1/admin/audit': () => page(['old'], null, cursor(2)) });
    renderScreen(
      <ScreenTexts texts={{ kit: kitTexts }}>
        <AuditLog scope={{ kind: 'all' }} inAddress />
      </ScreenTexts>,
      {
        session,
        path: `/admin?tab=audit&logPageSize=50&before=${cursor(1)}`,
      },
    );
    expect(await screen.findByText('old@example.com')).toBeInTheDocument();
    const call = calls.find((one) => one.path === '/api/v1/admin/audit');
    expect(call?.query.get('before')).toBe(cursor(1));
    expect(call?.query.get('pageSize')).toBe('50');
  });

  it('says the log is empty', async () => {
    mockApi({ 'GET /api/v1/audit': () => ok({ items: [], next: null, previous: null }) });
    renderScreen(
      <ScreenTexts texts={{ kit: kitTexts }}>
        <AuditLog scope={{ kind: 'school', schoolId: school.id }} />
      </ScreenTexts>,
      { session },
    );
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No activity recorded yet.');
    expect(screen.queryByRole('button', { name: 'Newer' })).not.toBeInTheDocument();
  });

  it('says what failed with Retry, and reads again on Retry', async () => {
    let fail = true;
    const calls = mockApi({
      'GET /api/v1/audit': () => (fail ? problem(500, 'internal', 'Server error') : page(['back'], null, null)),
    });
    renderScreen(
      <ScreenTexts texts={{ kit: kitTexts }}>
        <AuditLog scope={{ kind: 'school', schoolId: school.id }} />
      </ScreenTexts>,
      { session },
    );
    // Two retries of a server error come first.
    const failure = await screen.findByTestId('list-error', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back@example.com')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(3);
  });
});
