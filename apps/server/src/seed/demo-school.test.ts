import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  applications,
  items,
  memberships,
  places,
  rooms,
  schoolSettings,
  suppliers,
} from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { verifyPassword } from '#src/auth/password.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoSchool } from './demo-school.ts';
import { DEMO_SETTINGS } from './demo-settings.ts';

describe('demo school', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates one activated account per role of the spec on the first start only', async () => {
    expect(await seedDemoSchool(t.database.db, t.config, t.app.log)).toBe(true);
    expect(await seedDemoSchool(t.database.db, t.config, t.app.log)).toBe(false);
    const { rows, schools, members, spots, catalogue } = await asPlatform(t.database.db, async (tx) => ({
      rows: await tx.select().from(accounts),
      schools: await tx.select().from(applications),
      members: await tx.select().from(memberships),
      spots: await tx.select().from(places).orderBy(places.name),
      catalogue: {
        rooms: await tx.select().from(rooms),
        suppliers: await tx.select().from(suppliers),
        items: await tx.select().from(items),
      },
    }));
    expect(new Set(DEMO_ACCOUNTS.map((demo) => demo.role))).toEqual(
      new Set(['user', 'staff', 'instructor', 'manager', 'administrator', 'owner', 'master']),
    );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(rows.every((row) => row.activatedAt !== null)).toBe(true);
    expect(rows.filter((row) => row.isMaster).map((row) => row.email)).toEqual(['master@demo.lineup.surf']);
    expect(schools).toHaveLength(1);
    expect(schools[0]?.status).toBe('active');
    const roleOf = (email: string) =>
      members.find((member) => member.accountId === rows.find((row) => row.email === email)?.id)?.role;
    for (const demo of DEMO_ACCOUNTS) {
      const expected = demo.role === 'user' || demo.role === 'master' ? undefined : demo.role;
      expect(roleOf(demo.email), demo.email).toBe(expected);
    }
    expect(
      spots.map(({ name, type, country, latitude, longitude, applicationId }) => ({
        name,
        type,
        country,
        at: [latitude, longitude],
        school: applicationId,
      })),
    ).toEqual([
      { name: 'Carcavelos', type: 'beach', country: 'PT', at: [38.6777, -9.3365], school: schools[0]?.id },
      { name: 'Costa da Caparica', type: 'beach', country: 'PT', at: [38.6446, -9.2376], school: schools[0]?.id },
      {
        name: "Ericeira – Ribeira d'Ilhas",
        type: 'beach',
        country: 'PT',
        at: [38.988, -9.4195],
        school: schools[0]?.id,
      },
    ]);
    expect(spots.every((spot) => spot.address !== '' && (spot.capacity ?? 0) > 0)).toBe(true);
    // The tide each spot is taught at: beginners at Carcavelos from low to mid, Ericeira's reef never at low water.
    expect(spots.map((spot) => [spot.name, spot.tideStates.beginner, spot.tideStates.all])).toEqual([
      ['Carcavelos', ['low', 'mid'], []],
      ['Costa da Caparica', [], []],
      ["Ericeira – Ribeira d'Ilhas", [], ['mid', 'high']],
    ]);
    // Rooms at the demo's own places, shop items from its own suppliers.
    const spotIds = new Set(spots.map((spot) => spot.id));
    expect(catalogue.rooms.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.rooms.every((room) => spotIds.has(room.placeId))).toBe(true);
    const supplierIds = new Set(catalogue.suppliers.map((supplier) => supplier.id));
    expect(catalogue.items).toHaveLength(6);
    expect(catalogue.items.every((item) => item.supplierId && supplierIds.has(item.supplierId))).toBe(true);
    const owner = rows.find((row) => row.email === 'owner@demo.lineup.surf');
    expect(await verifyPassword('lineup-demo-owner', owner?.passwordHash ?? '')).toBe(true);
  });

  it('gives the demo school its contact details and defaults', async () => {
    const [settings] = await asPlatform(t.database.db, (tx) => tx.select().from(schoolSettings));
    expect(settings).toMatchObject(DEMO_SETTINGS);
  });
});
