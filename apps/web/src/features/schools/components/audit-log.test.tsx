import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLog } from '#web/features/schools/components/audit-log.tsx';
import { school } from '#web/features/schools/testing/fixtures.ts';
import { mockApi, ok } from '#web/features/schools/testing/mock-api.ts';
import { renderScreen } from '#web/features/schools/testing/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

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
          total: 3,
        }),
    });
    renderScreen(<AuditLog scope={{ kind: 'school', schoolId: school.id }} />, { session });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getAllByText(/rui@example\.com/)).toHaveLength(1);
    expect(rows[2]).toHaveTextContent('Staff → Manager');
    expect(rows[1]).toHaveTextContent('eve@example.com');
    expect(calls[0]?.query.get('page')).toBe('1');
  });
});
