import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '#src/db/database.ts';
import { accounts, applications, equipment, memberships, schoolSettings } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { seedDemoSites } from '#src/seed/demo-sites.ts';
import { seedDemoEquipment } from '#src/seed/demo-equipment.ts';
import { DEMO_SETTINGS } from '#src/seed/demo-settings.ts';
import { seedDemoSalesCatalogue } from '#src/seed/demo-sales-catalogue.ts';
import { seedDemoTransports } from '#src/seed/demo-transports.ts';
import { DEMO_EVENT_TYPES, DEMO_LESSON_TYPES, seedDemoTypes } from '#src/seed/demo-types.ts';
import type { SalesCatalogue } from './money.ts';
import type { ScheduleCatalogue } from './schedule.ts';
import type { Kind, PlaceName, TypeFacts } from './schedule-kinds.ts';

/** The history schools' name; each is numbered after those already in the database. */
export const HISTORY_SCHOOL_NAME = 'Lineup History Surf School';

/** A busy school's quiver is the demo's several times over: its boards, times this. */
const FLEET = 6;

/**
 * Creates an active school and its Owner account, as the platform does when a Master approves a
 * request: the one step that crosses schools. Its number follows the history schools already
 * there, so a second run adds schools beside the first.
 */
export async function createSchool(
  db: Database,
  passwordHash: string | null,
): Promise<{ schoolId: string; ownerId: string; name: string; ownerEmail: string }> {
  return asPlatform(db, async (tx) => {
    // Two generators at once would pick the same number: the lock makes them take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('history-schools', 0))`);
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from applications where name like ${`${HISTORY_SCHOOL_NAME} %`}`),
    );
    const number = n + 1;
    const ownerEmail = `owner@history-${number}.lineup.surf`;
    const [owner] = await tx
      .insert(accounts)
      .values({
        email: ownerEmail,
        name: `Owner of history school ${number}`,
        passwordHash,
        language: 'en',
        activatedAt: new Date(),
      })
      .returning({ id: accounts.id });
    const name = `${HISTORY_SCHOOL_NAME} ${number}`;
    const [school] = await tx
      .insert(applications)
      .values({ name, status: 'active', ownerAccountId: owner!.id })
      .returning({ id: applications.id });
    await tx.insert(memberships).values({ applicationId: school!.id, accountId: owner!.id, role: 'owner' });
    return { schoolId: school!.id, ownerId: owner!.id, name, ownerEmail };
  });
}

/** Deletes a school made by `createSchool` (its rows go with it) and its Owner account. */
export async function removeSchool(db: Database, schoolId: string, ownerId: string): Promise<void> {
  await asPlatform(db, async (tx) => {
    await tx.delete(applications).where(eq(applications.id, schoolId));
    await tx.delete(accounts).where(eq(accounts.id, ownerId));
  });
}

/**
 * Gives the school the demo's settings and catalogue (places, rooms, suppliers, shop, types,
 * packages, services, vans) with a bigger quiver, inside the school's own transaction.
 */
export async function seedCatalogue(tx: Transaction, schoolId: string): Promise<void> {
  await tx.update(schoolSettings).set(DEMO_SETTINGS).where(eq(schoolSettings.applicationId, schoolId));
  await seedDemoSites(tx, schoolId);
  await seedDemoEquipment(tx, schoolId);
  await tx
    .update(equipment)
    .set({ quantity: sql`${equipment.quantity} * ${FLEET}` })
    .where(sql`${equipment.applicationId} = ${schoolId} and ${equipment.category} = 'board'`);
  await seedDemoTransports(tx, schoolId);
  await seedDemoTypes(tx, schoolId);
  await seedDemoSalesCatalogue(tx, schoolId);
}

const KIND_TYPES: Record<Kind, string> = {
  group: DEMO_LESSON_TYPES.group,
  private: DEMO_LESSON_TYPES.private,
  semi: DEMO_LESSON_TYPES.semiPrivate,
  kids: DEMO_LESSON_TYPES.kids,
  improver: DEMO_LESSON_TYPES.improver,
  yoga: DEMO_EVENT_TYPES.yoga,
  video: DEMO_EVENT_TYPES.video,
  trip: DEMO_EVENT_TYPES.trip,
};

const PLACE_NAMES: Record<PlaceName, string> = {
  carcavelos: 'Carcavelos',
  caparica: 'Costa da Caparica',
  ericeira: "Ericeira – Ribeira d'Ilhas",
};

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The history school's catalogue has no ${what}.`);
  return value;
}

/** Reads back what the schedule and the sales need from the catalogue just made. */
export async function readCatalogue(
  tx: Transaction,
  schoolId: string,
): Promise<{ schedule: ScheduleCatalogue; sales: SalesCatalogue }> {
  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(text));
  const types = await query<{
    id: string;
    name: string;
    kind: 'lesson' | 'event';
    duration_minutes: number;
    capacity: number | null;
    students_per_instructor: number;
    price_cents: number;
    credits_per_attendance: number;
  }>(
    sql`select id, name, kind, duration_minutes, capacity, students_per_instructor, price_cents, credits_per_attendance
      from event_types where application_id = ${schoolId}`,
  );
  const typeOf = (kind: Kind): TypeFacts => {
    const row = need(
      types.find((type) => type.name === KIND_TYPES[kind]),
      KIND_TYPES[kind],
    );
    return {
      id: row.id,
      kind: row.kind,
      minutes: row.duration_minutes,
      capacity: row.capacity,
      perInstructor: row.students_per_instructor,
      priceCents: row.price_cents,
      credits: row.kind === 'lesson' ? row.credits_per_attendance : 0,
    };
  };
  const placeRows = await query<{ id: string; name: string; capacity: number | null }>(
    sql`select id, name, capacity from places where application_id = ${schoolId}`,
  );
  const placeOf = (name: PlaceName) =>
    need(
      placeRows.find((place) => place.name === PLACE_NAMES[name]),
      PLACE_NAMES[name],
    );
  const [classroom] = await query<{ id: string; capacity: number | null }>(
    sql`select id, capacity from rooms where application_id = ${schoolId} and name = 'Classroom'`,
  );
  const boards = await query<{ id: string; usable: number }>(
    sql`select id, quantity - out_of_use as usable from equipment
      where application_id = ${schoolId} and category = 'board' and board_construction = 'softtop' order by name`,
  );
  const vans = await query<{ id: string; seats: number }>(
    sql`select id, seats from transports where application_id = ${schoolId} order by seats desc, name`,
  );
  const [pay] = await query<{ lesson: number; event: number }>(
    sql`select pay_per_lesson_cents as lesson, pay_per_event_cents as event from school_settings where application_id = ${schoolId}`,
  );
  const packages = await query<{
    id: string;
    name: string;
    price_cents: number;
    credits: number;
    lesson_type_id: string | null;
    validity_days: number | null;
  }>(
    sql`select id, name, price_cents, credits, lesson_type_id, validity_days from packages
      where application_id = ${schoolId} and status = 'active' order by name`,
  );
  const services = await query<{ id: string; name: string; price_cents: number }>(
    sql`select id, name, price_cents from services where application_id = ${schoolId} and status = 'active' order by name`,
  );
  const kinds = Object.keys(KIND_TYPES) as Kind[];
  return {
    schedule: {
      types: Object.fromEntries(kinds.map((kind) => [kind, typeOf(kind)])) as Record<Kind, TypeFacts>,
      places: { carcavelos: placeOf('carcavelos'), caparica: placeOf('caparica'), ericeira: placeOf('ericeira') },
      classroom: need(classroom, 'classroom'),
      boards,
      vans,
      pay: need(pay, 'settings'),
    },
    sales: {
      packages: packages.map((row) => ({
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        credits: row.credits,
        lessonTypeId: row.lesson_type_id,
        validityDays: row.validity_days,
      })),
      services: services.map((row) => ({ id: row.id, name: row.name, priceCents: row.price_cents })),
    },
  };
}
