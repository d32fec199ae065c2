import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnStaffRecord } from '@lineup/contract/me';
import { staffInputSchema, type Staff } from '@lineup/contract/staff';
import type { Transport } from '@lineup/contract/transports';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_LINKED_INSTRUCTOR, DEMO_VAN_DRIVER, demoStaff, seedDemoStaff } from './demo-staff.ts';
import { seedDemoTransports } from './demo-transports.ts';

describe('demo staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are valid as the contract reads them, already in their stored form, on any day', () => {
    for (const today of ['2026-01-01', '2026-02-27', '2028-12-31']) {
      for (const member of demoStaff(today)) {
        expect(staffInputSchema.parse(member), member.name).toEqual(member);
      }
    }
    expect(demoStaff('2026-01-01')).toHaveLength(6);
  });

  it('give the school six people, one lifeguard certificate expiring and one expired, and Van 1 its driver', async () => {
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'owner@demo.test', password: 'owner demo password' });
    const school = await createSchool(db, owner, 'Demo Surf School');
    await createAccount(db, {
      email: 'manager@demo.test',
      password: 'manager demo password',
      schoolId: school,
      role: 'manager',
    });
    await asPlatform(db, async (tx) => {
      await seedDemoTransports(tx, school);
      await seedDemoStaff(tx, school);
    });
    const manager = await signInAs(t.app, 'manager@demo.test', 'manager demo password');
    const page = (await manager.call('GET', '/api/v1/staff?pageSize=25')).json<{ items: Staff[]; total: number }>();
    expect(page.total).toBe(6);
    const statuses = Object.fromEntries(page.items.map((member) => [member.name, member.certificationStatus]));
    expect(statuses).toEqual({
      'Inês Carvalho': 'expired',
      'Jack Thompson': 'ok',
      'Marta Lopes': 'ok',
      'Rui Santos': 'expiring',
      'Sophie Müller': 'ok',
      'Tomás Oliveira': 'ok',
    });
    expect(page.items.find((member) => member.name === 'Rui Santos')?.certificationDaysLeft).toBe(18);
    const functions = page.items.flatMap((member) => member.functions);
    expect(new Set(functions)).toEqual(new Set(['instructor', 'driver', 'reception', 'other']));
    expect(page.items.every((member) => member.availability.length > 0 && member.languages.length > 0)).toBe(true);

    const vans = (await manager.call('GET', '/api/v1/transports')).json<{ items: Transport[] }>().items;
    const driver = page.items.find((member) => member.name === DEMO_VAN_DRIVER);
    expect(driver?.functions).toContain('driver');
    expect(
      vans.map(({ name, defaultDriverId, defaultDriverName }) => ({ name, defaultDriverId, defaultDriverName })),
    ).toEqual([
      { name: 'Van 1', defaultDriverId: driver?.id, defaultDriverName: DEMO_VAN_DRIVER },
      { name: 'Van 2', defaultDriverId: null, defaultDriverName: null },
    ]);
  });

  it('link the school’s Instructor member to one of them, who then reads her own record', async () => {
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'owner@linked.test', password: 'owner linked password' });
    const school = await createSchool(db, owner, 'Linked Surf School');
    await createAccount(db, {
      email: 'instructor@linked.test',
      password: 'instructor linked password',
      schoolId: school,
      role: 'instructor',
    });
    await asPlatform(db, async (tx) => {
      await seedDemoTransports(tx, school);
      await seedDemoStaff(tx, school);
    });
    const instructor = await signInAs(t.app, 'instructor@linked.test', 'instructor linked password');
    const own = (await instructor.call('GET', '/api/v1/me/staff')).json<OwnStaffRecord>();
    expect(own.staff?.name).toBe(DEMO_LINKED_INSTRUCTOR);
    const record = await instructor.call('GET', `/api/v1/staff/${own.staff?.id}`);
    expect(record.json<Staff>()).toMatchObject({
      name: DEMO_LINKED_INSTRUCTOR,
      account: { email: 'instructor@linked.test', role: 'instructor' },
    });
  });
});
