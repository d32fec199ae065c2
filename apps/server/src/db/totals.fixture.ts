import { groupLessonType } from '#src/modules/events/events.fixture.ts';
import { CARCAVELOS } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { TestApp } from '#src/testing/test-app.ts';
import { customers, events, eventTypes, places, staff } from './schema/index.ts';
import { asPlatform, inTenant } from './tenancy.ts';

const HOUR = 3_600_000;

/**
 * Two schools, and in the first what its events need, written straight to the tables: two types
 * (a group lesson, and a private one at 60.00), a place, two instructors and three customers. The
 * tests of the totals the database keeps write the rows themselves, as any code could.
 */
export async function schoolForTotals(t: TestApp) {
  const s = await twoSchools(t);
  const school = s.schoolA;
  const made = await asPlatform(t.database.db, async (tx) => ({
    types: await tx
      .insert(eventTypes)
      .values([groupLessonType(school), { ...groupLessonType(school), name: 'Private', priceCents: 6000 }])
      .returning({ id: eventTypes.id }),
    places: await tx
      .insert(places)
      .values({ applicationId: school, ...CARCAVELOS })
      .returning({ id: places.id }),
    staff: await tx
      .insert(staff)
      .values(
        ['Rita', 'Zé'].map((name) => ({
          applicationId: school,
          name,
          functions: ['instructor' as const],
          payPerLessonCents: 2500,
        })),
      )
      .returning({ id: staff.id }),
    customers: await tx
      .insert(customers)
      .values(['Ana', 'Bruno', 'Carla'].map((name) => ({ applicationId: school, name })))
      .returning({ id: customers.id }),
  }));
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const type = ids(made.types);
  const place = made.places[0]!.id;
  /** Work in the first school, under its row-level security. */
  const inSchool = <T>(work: Parameters<typeof inTenant<T>>[2]) =>
    inTenant(t.database.db, { schoolId: school, accountId: null }, work);
  /** Events of an hour starting at each instant, of the `kind`th type; their ids. */
  const addEvents = (starts: string[], kind = 0) =>
    inSchool(async (tx) =>
      ids(
        await tx
          .insert(events)
          .values(
            starts.map((at) => ({
              applicationId: school,
              eventTypeId: type[kind]!,
              placeId: place,
              title: at,
              startsAt: new Date(at),
              endsAt: new Date(new Date(at).getTime() + HOUR),
            })),
          )
          .returning({ id: events.id }),
      ),
    );
  return { ...s, type, member: ids(made.staff), customer: ids(made.customers), inSchool, addEvents };
}
