import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccount, OutstandingPage, StaffPay } from '@lineup/contract/money';
import type { Customer } from '@lineup/contract/customers';
import type { Staff } from '@lineup/contract/staff';
import type { Package } from '@lineup/contract/packages';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { seedDemoSchool } from './demo-school.ts';

describe('the demo school’s money', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof signInAs>>;
  let accounts: CustomerAccount[] = [];

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    manager = await signInAs(t.app, 'manager@demo.lineup.surf', 'lineup-demo-manager');
    const customers = (await manager.call('GET', '/api/v1/customers?pageSize=100')).json<{ items: Customer[] }>();
    accounts = await Promise.all(
      customers.items.map(async (customer) =>
        (await manager.call('GET', `/api/v1/customers/${customer.id}/account`)).json<CustomerAccount>(),
      ),
    );
  });
  afterAll(() => t.close());

  it('bills every past attendance with credits or a charge, and every account adds up', () => {
    const attended = accounts.flatMap((account) =>
      account.lessons.filter(
        (lesson) =>
          lesson.status === 'scheduled' && lesson.attendance !== 'booked' && lesson.attendance !== 'cancelled',
      ),
    );
    expect(attended.length).toBeGreaterThan(50);
    expect(attended.filter((lesson) => lesson.paidWith === 'none' || lesson.paidWith === 'free')).toEqual([]);
    expect(attended.some((lesson) => lesson.paidWith === 'credits')).toBe(true);
    expect(attended.some((lesson) => lesson.paidWith === 'charge')).toBe(true);
    for (const account of accounts) {
      expect(account.owedCents - account.onAccountCents).toBe(account.balanceCents);
      expect(account.grants.every((grant) => grant.remaining >= 0)).toBe(true);
    }
  });

  it('has outstanding payments of every priority, package sales in the catalogue, and staff paid for a week', async () => {
    const outstanding = (await manager.call('GET', '/api/v1/outstanding?pageSize=100')).json<OutstandingPage>();
    expect(outstanding.total).toBeGreaterThan(5);
    expect(new Set(outstanding.items.map((row) => row.priority)).size).toBeGreaterThan(1);
    const packs = (await manager.call('GET', '/api/v1/packages?pageSize=100')).json<{ items: Package[] }>();
    const five = packs.items.find((item) => item.name === '5-lesson pack');
    expect(five?.soldCount).toBeGreaterThan(40);
    expect(five?.creditsConsumed).toBeGreaterThan(0);
    const staff = (await manager.call('GET', '/api/v1/staff?pageSize=100')).json<{ items: Staff[] }>();
    const pays = await Promise.all(
      staff.items.map(async (member) => (await manager.call('GET', `/api/v1/staff/${member.id}/pay`)).json<StaffPay>()),
    );
    expect(pays.some((pay) => pay.paidCents > 0 && pay.dueCents > 0)).toBe(true);
  });
});
