import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInputSchema, isMinor, type Customer } from '@lineup/contract/customers';
import { internationalPhone } from '@lineup/contract/phones';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo-customers.ts';

/** The day the demo's ages are counted from. */
const SEEDED_ON = '2026-01-01';

const surname = (name: string) => name.split(' ').at(-1) ?? '';

describe('demo customers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("know most customers' wetsuit sizes: a child's a kids' size, a grown-up's an adult one", () => {
    const sized = DEMO_CUSTOMERS.filter((customer) => customer.wetsuitSize !== null);
    expect(sized.length).toBeGreaterThan(DEMO_CUSTOMERS.length * 0.8);
    expect(sized.length).toBeLessThan(DEMO_CUSTOMERS.length);
    for (const customer of DEMO_CUSTOMERS) {
      const child = customer.birthDate !== null && Number(customer.birthDate.slice(0, 4)) > 2011;
      if (customer.wetsuitSize) expect(customer.wetsuitSize.startsWith('K'), customer.name).toBe(child);
      if (child) expect(customer.wetsuitSize, customer.name).not.toBeNull();
    }
  });

  it('are valid as the contract reads them, already in their stored form', () => {
    for (const customer of DEMO_CUSTOMERS) {
      expect(customerInputSchema.parse(customer), customer.name).toEqual(customer);
      for (const phone of [customer.phone, customer.guardianPhone, customer.emergencyPhone].filter(Boolean)) {
        expect(internationalPhone().parse(phone), customer.name).toBe(phone);
        expect(phone, customer.name).toMatch(/^\+[1-9]\d{7,14}$/);
      }
      expect(customer.email, customer.name).toMatch(/@example\.(com|org|net)$/);
    }
  });

  it('are eighty people from a dozen countries, most of them Portuguese', () => {
    expect(DEMO_CUSTOMERS).toHaveLength(80);
    expect(new Set(DEMO_CUSTOMERS.map((customer) => customer.name)).size).toBe(80);
    const perCountry = new Map<string | null, number>();
    for (const { country } of DEMO_CUSTOMERS) perCountry.set(country, (perCountry.get(country) ?? 0) + 1);
    expect(perCountry.size).toBeGreaterThanOrEqual(10);
    expect(perCountry.has(null)).toBe(false);
    const [first, second] = [...perCountry].sort((a, b) => b[1] - a[1]);
    expect(first?.[0]).toBe('PT');
    expect(first?.[1]).toBeGreaterThan(second?.[1] ?? 0);
    // Every level and the not yet assessed; two who stopped coming.
    expect(new Set(DEMO_CUSTOMERS.map((customer) => customer.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced', null]),
    );
    expect(DEMO_CUSTOMERS.filter((customer) => !customer.active)).toHaveLength(2);
  });

  it('have ten children whose parent, of the same surname, answers for them and signed their waiver', () => {
    const minors = DEMO_CUSTOMERS.filter((customer) => isMinor(customer.birthDate, SEEDED_ON));
    expect(minors).toHaveLength(10);
    for (const minor of minors) {
      expect(minor.guardianPhone, minor.name).not.toBe('');
      expect(minor.name.split(' '), minor.name).toContain(surname(minor.guardianName));
      expect(minor.waiverAcceptedBy, minor.name).toBe(minor.guardianName);
      expect(Number(SEEDED_ON.slice(0, 4)) - Number(minor.birthDate?.slice(0, 4))).toBeGreaterThanOrEqual(8);
    }
    const adults = DEMO_CUSTOMERS.filter((customer) => !minors.includes(customer));
    for (const adult of adults.filter((customer) => customer.waiverAcceptedOn !== null)) {
      expect(adult.waiverAcceptedBy, adult.name).toBe(adult.name);
      expect(adult.waiverAcceptedOn?.slice(0, 4), adult.name).toMatch(/^202[56]$/);
    }
    expect(adults.filter((adult) => adult.emergencyPhone !== '').length).toBeGreaterThan(adults.length / 2);
  });

  it('share an e-mail only between a father and his son', () => {
    const byEmail = Map.groupBy(DEMO_CUSTOMERS, (customer) => customer.email);
    const shared = [...byEmail.values()].filter((family) => family.length > 1);
    expect(shared.map((family) => family.map((customer) => customer.name))).toEqual([
      ['Tiago Martins', 'Rodrigo Martins'],
    ]);
    const [father, son] = shared[0] ?? [];
    expect(son?.guardianName).toBe(father?.name);
    expect(son?.guardianPhone).toBe(father?.phone);
  });

  it('are all in the list the school manager sees, as they were given', async () => {
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'owner@demo.test', password: 'owner demo password' });
    const school = await createSchool(db, owner, 'Demo Surf School');
    await createAccount(db, {
      email: 'manager@demo.test',
      password: 'manager demo password',
      schoolId: school,
      role: 'manager',
    });
    await asPlatform(db, (tx) => seedDemoCustomers(tx, school));
    const manager = await signInAs(t.app, 'manager@demo.test', 'manager demo password');
    const answer = await manager.call('GET', '/api/v1/customers?pageSize=100');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<{ items: Customer[]; total: number }>();
    expect(page.total).toBe(80);
    expect(page.items).toHaveLength(80);
    const given = (customer: Customer) => {
      const { id, createdAt, updatedAt, ...fields } = customer;
      expect([id, createdAt, updatedAt].every(Boolean)).toBe(true);
      return fields;
    };
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(page.items.map(given).sort(byName)).toEqual([...DEMO_CUSTOMERS].sort(byName));
  });
});
