import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageInputSchema, type Package } from '@lineup/contract/packages';
import { serviceInputSchema, type Service } from '@lineup/contract/services';
import { eventTypes } from '#src/db/schema/index.ts';
import type { Transaction } from '#src/db/database.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_PACKAGES, DEMO_SERVICES, seedDemoSalesCatalogue } from './demo-sales-catalogue.ts';
import { DEMO_LESSON_TYPES, seedDemoTypes } from './demo-types.ts';

describe('demo packages and services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are valid as the contract reads them, already in their stored form', () => {
    for (const { lessonType: _, ...demo } of DEMO_PACKAGES) {
      const input = { ...demo, lessonTypeId: null };
      expect(packageInputSchema.parse(input)).toEqual(input);
    }
    for (const service of DEMO_SERVICES) expect(serviceInputSchema.parse(service)).toEqual(service);
    expect(DEMO_PACKAGES).toHaveLength(4);
    expect(DEMO_SERVICES).toHaveLength(4);
  });

  /** A new school with a manager signed in, its catalogue filled by `seed` as the demo's is. */
  async function schoolWith(label: string, seed: (tx: Transaction, school: string) => Promise<void>) {
    const db = t.database.db;
    const owner = await createAccount(db, { email: `owner@${label}.test`, password: 'owner demo password' });
    const school = await createSchool(db, owner, `${label} Surf School`);
    await createAccount(db, {
      email: `manager@${label}.test`,
      password: 'manager demo password',
      schoolId: school,
      role: 'manager',
    });
    await asPlatform(db, (tx) => seed(tx, school));
    const manager = await signInAs(t.app, `manager@${label}.test`, 'manager demo password');
    const list = async <T>(path: string) => (await manager.call('GET', path)).json<{ items: T[] }>().items;
    return {
      packages: await list<Package>('/api/v1/packages?sort=price'),
      services: await list<Service>('/api/v1/services'),
    };
  }

  it('give the demo school four packages for its lesson types, or any lesson, and four services', async () => {
    const { packages, services } = await schoolWith('demo', async (tx, school) => {
      await seedDemoTypes(tx, school);
      await seedDemoSalesCatalogue(tx, school);
    });
    expect(
      packages.map(({ name, lessonTypeName, credits, priceCents, validityDays, status }) => ({
        name,
        lessonTypeName,
        credits,
        priceCents,
        validityDays,
        status,
      })),
    ).toEqual([
      {
        name: 'Kids’ 5 lessons',
        lessonTypeName: DEMO_LESSON_TYPES.kids,
        credits: 5,
        priceCents: 12_500,
        validityDays: 180,
        status: 'active',
      },
      {
        name: '5-lesson pack',
        lessonTypeName: null,
        credits: 5,
        priceCents: 15_000,
        validityDays: 365,
        status: 'active',
      },
      {
        name: '3 private lessons',
        lessonTypeName: DEMO_LESSON_TYPES.private,
        credits: 3,
        priceCents: 18_000,
        validityDays: 90,
        status: 'active',
      },
      {
        name: '10 group lessons',
        lessonTypeName: DEMO_LESSON_TYPES.group,
        credits: 10,
        priceCents: 25_000,
        validityDays: 180,
        status: 'active',
      },
    ]);
    expect(services.map((service) => service.name)).toEqual([
      'Accident insurance',
      'Board rental – day',
      'Photo pack',
      'Wetsuit rental – day',
    ]);
    expect([...packages, ...services].every((record) => record.description.length > 20)).toBe(true);
  });

  it('find a lesson type by name in any case, never an event type, and pay for any lesson without one', async () => {
    const { packages } = await schoolWith('bare', async (tx, school) => {
      await tx.insert(eventTypes).values([
        { applicationId: school, kind: 'lesson', name: 'GROUP LESSON', color: '#0ea5e9', durationMinutes: 120 },
        { applicationId: school, kind: 'event', name: 'Private lesson', color: '#f59e0b', durationMinutes: 60 },
      ]);
      await seedDemoSalesCatalogue(tx, school);
    });
    expect(Object.fromEntries(packages.map((row) => [row.name, row.lessonTypeName]))).toEqual({
      '10 group lessons': 'GROUP LESSON',
      '3 private lessons': null,
      'Kids’ 5 lessons': null,
      '5-lesson pack': null,
    });
  });
});
