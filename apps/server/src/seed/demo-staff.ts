import { and, asc, eq } from 'drizzle-orm';
import type { AvailabilitySlot, StaffInput } from '@lineup/contract/staff';
import type { Transaction } from '#src/db/database.ts';
import { applications, memberships, staff, transports } from '#src/db/schema/index.ts';
import { clock } from '@lineup/contract/clock';

/** The day `days` after `today` (both YYYY-MM-DD). */
function after(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same hours on each of the days (ISO weekdays, Monday 1). */
const on = (weekdays: number[], from: string, to: string): AvailabilitySlot[] =>
  weekdays.map((weekday) => ({ weekday, from, to }));

/** The demo's default driver of Van 1. */
export const DEMO_VAN_DRIVER = 'Rui Santos';
/** The staff record the demo school's Instructor account is linked to: she signs in and sees it. */
export const DEMO_LINKED_INSTRUCTOR = 'Inês Carvalho';

/**
 * The demo school's staff on `today` (the school's day): four instructors, a driver who also
 * mends boards, and reception. Expiry dates are counted from today, so the demo always shows
 * one lifeguard certificate about to lapse (Rui's, in 18 days) and one already lapsed (Inês's).
 * Pay left empty is the school's default. Phones are in E.164; the German and Australian ones
 * are in the ranges their regulators keep for fiction, the e-mails at the example domains.
 */
export function demoStaff(today: string): StaffInput[] {
  return [
    {
      name: DEMO_VAN_DRIVER,
      email: 'rui.santos@example.com',
      phone: '+351912604318',
      functions: ['instructor', 'driver'],
      payPerLessonCents: 2500,
      payPerEventCents: 4000,
      languages: ['pt', 'en', 'es'],
      certifications: [
        { name: 'ISA Level 1 Surf Instructor', expiresOn: after(today, 410) },
        { name: 'Nadador-Salvador (ISN)', expiresOn: after(today, 18) },
        { name: 'First aid (INEM)', expiresOn: after(today, 640) },
      ],
      availability: on([1, 2, 3, 4, 5, 6, 7], '08:00', '13:00'),
      notes: 'Head coach. Drives Van 1 on the morning run to Carcavelos.',
      active: true,
    },
    {
      name: 'Inês Carvalho',
      email: 'ines.carvalho@example.com',
      phone: '+351936270541',
      functions: ['instructor'],
      payPerLessonCents: 2200,
      payPerEventCents: null,
      languages: ['pt', 'en', 'fr'],
      certifications: [
        { name: 'ISA Level 2 Surf Instructor', expiresOn: after(today, 520) },
        { name: 'Nadador-Salvador (ISN)', expiresOn: after(today, -12) },
        { name: 'First aid (INEM)', expiresOn: after(today, 300) },
      ],
      availability: [...on([1, 2, 3, 4, 5], '09:00', '13:00'), ...on([6], '09:00', '17:00')],
      notes: 'Kids’ groups and advanced coaching. Lifeguard renewal course booked.',
      active: true,
    },
    {
      name: 'Tomás Oliveira',
      email: 'tomas.oliveira@example.com',
      phone: '+351965183027',
      functions: ['driver', 'other'],
      payPerLessonCents: null,
      payPerEventCents: 3500,
      languages: ['pt', 'en'],
      certifications: [
        { name: 'Driving licence D1 (CAM)', expiresOn: after(today, 1500) },
        { name: 'First aid (INEM)', expiresOn: after(today, 210) },
      ],
      availability: [...on([1, 3, 5], '07:30', '12:30'), ...on([6], '07:30', '19:00')],
      notes: 'Drives Van 2 to Ericeira. Repairs dings in the board store.',
      active: true,
    },
    {
      name: 'Sophie Müller',
      email: 'sophie.mueller@example.de',
      phone: '+4915223433101',
      functions: ['instructor'],
      payPerLessonCents: 2500,
      payPerEventCents: null,
      languages: ['de', 'en', 'fr', 'pt'],
      certifications: [
        { name: 'ISA Level 1 Surf Instructor', expiresOn: after(today, 250) },
        { name: 'DLRG Rettungsschwimmer Silber', expiresOn: after(today, 600) },
        { name: 'First aid', expiresOn: after(today, 600) },
      ],
      availability: [...on([1, 2, 3, 4, 5, 7], '14:00', '19:00'), ...on([6], '08:00', '20:00')],
      notes: 'Weekends and the German-speaking groups.',
      active: true,
    },
    {
      name: 'Jack Thompson',
      email: 'jack.thompson@example.com.au',
      phone: '+61491570156',
      functions: ['instructor'],
      payPerLessonCents: 2400,
      payPerEventCents: null,
      languages: ['en', 'es'],
      certifications: [
        { name: 'ISA Level 2 Surf Instructor', expiresOn: after(today, 800) },
        { name: 'Surf Life Saving Bronze Medallion', expiresOn: after(today, 95) },
      ],
      availability: on([1, 4, 5], '13:00', '19:00'),
      notes: 'Afternoon sessions; surf photography on request.',
      active: true,
    },
    {
      name: 'Marta Lopes',
      email: 'marta.lopes@example.com',
      phone: '+351918447265',
      functions: ['reception'],
      payPerLessonCents: null,
      payPerEventCents: null,
      languages: ['pt', 'en', 'es', 'fr'],
      certifications: [{ name: 'First aid (INEM)', expiresOn: after(today, 365) }],
      availability: [...on([1, 2, 3, 4, 5], '09:00', '17:00'), ...on([6], '10:00', '14:00')],
      notes: 'Bookings, payments and the shop.',
      active: true,
    },
  ];
}

/**
 * Gives the demo school its staff (DOMAIN.md, People: Staff) in the seeding transaction, and
 * makes its driver Van 1's default driver; the vans must be seeded first.
 */
export async function seedDemoStaff(tx: Transaction, schoolId: string): Promise<void> {
  const [school] = await tx
    .select({ timeZone: applications.timezone })
    .from(applications)
    .where(eq(applications.id, schoolId));
  const today = clock.today(school?.timeZone ?? 'Europe/Lisbon');
  const rows = await tx
    .insert(staff)
    .values(demoStaff(today).map((member) => ({ ...member, applicationId: schoolId })))
    .returning({ id: staff.id, name: staff.name });
  const driver = rows.find((row) => row.name === DEMO_VAN_DRIVER);
  await tx
    .update(transports)
    .set({ defaultDriverId: driver?.id ?? null })
    .where(and(eq(transports.applicationId, schoolId), eq(transports.name, 'Van 1')));
  // The school's first Instructor member, when it has one, is this person.
  const [instructor] = await tx
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.applicationId, schoolId), eq(memberships.role, 'instructor')))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (instructor) {
    await tx
      .update(staff)
      .set({ accountId: instructor.accountId })
      .where(and(eq(staff.applicationId, schoolId), eq(staff.name, DEMO_LINKED_INSTRUCTOR)));
  }
}
