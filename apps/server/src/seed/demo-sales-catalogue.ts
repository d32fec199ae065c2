import { and, eq } from 'drizzle-orm';
import type { PackageInput } from '@lineup/contract/packages';
import type { ServiceInput } from '@lineup/contract/services';
import type { Transaction } from '#src/db/database.ts';
import { eventTypes, packages, services } from '#src/db/schema/index.ts';
import { DEMO_LESSON_TYPES } from './demo-types.ts';

/** The demo school's packages, each with the lesson type it pays for by name (null: any lesson). */
export const DEMO_PACKAGES: readonly (Omit<PackageInput, 'lessonTypeId'> & { lessonType: string | null })[] = [
  {
    name: '5-lesson pack',
    lessonType: null,
    credits: 5,
    priceCents: 15_000,
    validityDays: 365,
    description: 'Five lessons of any kind, to use within a year.',
    status: 'active',
  },
  {
    name: '10 group lessons',
    lessonType: DEMO_LESSON_TYPES.group,
    credits: 10,
    priceCents: 25_000,
    validityDays: 180,
    description: 'Ten group lessons with board and wetsuit, within six months.',
    status: 'active',
  },
  {
    name: '3 private lessons',
    lessonType: DEMO_LESSON_TYPES.private,
    credits: 3,
    priceCents: 18_000,
    validityDays: 90,
    description: 'One instructor for you alone, three times within three months.',
    status: 'active',
  },
  {
    name: 'Kids’ 5 lessons',
    lessonType: DEMO_LESSON_TYPES.kids,
    credits: 5,
    priceCents: 12_500,
    validityDays: 180,
    description: 'Five lessons for children aged 6 to 12, in small groups.',
    status: 'active',
  },
];

/** What the demo school sells besides lessons. */
export const DEMO_SERVICES: readonly ServiceInput[] = [
  {
    name: 'Board rental – day',
    priceCents: 2500,
    description: 'A soft-top or epoxy board from opening to closing.',
    status: 'active',
  },
  {
    name: 'Wetsuit rental – day',
    priceCents: 1000,
    description: 'A 4/3 or 3/2 wetsuit, kids’ sizes too.',
    status: 'active',
  },
  {
    name: 'Photo pack',
    priceCents: 3500,
    description: 'Photos of your session from the beach, sent the same evening.',
    status: 'active',
  },
  {
    name: 'Accident insurance',
    priceCents: 500,
    description: 'Personal accident cover for one day in the water.',
    status: 'active',
  },
];

/** Gives the demo school its packages and services; its lesson types exist by now, and are found by name. */
export async function seedDemoSalesCatalogue(tx: Transaction, schoolId: string): Promise<void> {
  const lessonTypes = await tx
    .select({ id: eventTypes.id, name: eventTypes.name })
    .from(eventTypes)
    .where(and(eq(eventTypes.applicationId, schoolId), eq(eventTypes.kind, 'lesson')));
  const lessonTypeId = new Map(lessonTypes.map((type) => [type.name.toLowerCase(), type.id]));
  await tx.insert(packages).values(
    DEMO_PACKAGES.map(({ lessonType, ...demo }) => ({
      ...demo,
      // Without that lesson type the package pays for any lesson.
      lessonTypeId: (lessonType && lessonTypeId.get(lessonType.toLowerCase())) ?? null,
      applicationId: schoolId,
    })),
  );
  await tx.insert(services).values(DEMO_SERVICES.map((service) => ({ ...service, applicationId: schoolId })));
}
