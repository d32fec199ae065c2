import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportInputSchema, type Transport } from '@lineup/contract/transports';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_TRANSPORTS, seedDemoTransports } from './demo-transports.ts';

describe('demo vehicles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are valid as the contract reads them, already in their stored form', () => {
    for (const transport of DEMO_TRANSPORTS) {
      expect(transportInputSchema.parse(transport)).toEqual(transport);
    }
    expect(DEMO_TRANSPORTS.map((transport) => transport.name)).toEqual(['Van 1', 'Van 2']);
  });

  it('give the school two vans that its manager sees in the list, sorted by name', async () => {
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'owner@demo.test', password: 'owner demo password' });
    const school = await createSchool(db, owner, 'Demo Surf School');
    await createAccount(db, {
      email: 'manager@demo.test',
      password: 'manager demo password',
      schoolId: school,
      role: 'manager',
    });
    await asPlatform(db, (tx) => seedDemoTransports(tx, school));
    const manager = await signInAs(t.app, 'manager@demo.test', 'manager demo password');
    const answer = await manager.call('GET', '/api/v1/transports');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<{ items: Transport[]; total: number }>();
    expect(page.total).toBe(2);
    expect(
      page.items.map(({ name, plate, seats, defaultDriverId, active }) => ({
        name,
        plate,
        seats,
        defaultDriverId,
        active,
      })),
    ).toEqual([
      { name: 'Van 1', plate: 'AA-12-BC', seats: 9, defaultDriverId: null, active: true },
      { name: 'Van 2', plate: '45-XZ-78', seats: 8, defaultDriverId: null, active: true },
    ]);
    expect(page.items.every((transport) => transport.notes.length > 20)).toBe(true);
  });
});
