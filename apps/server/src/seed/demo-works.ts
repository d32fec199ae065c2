import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WorkInput } from '@lineup/contract/works';
import type { Transaction } from '#src/db/database.ts';
import { applications, equipment, staff, suppliers, transports, works } from '#src/db/schema/index.ts';
import { clock } from '@lineup/contract/clock';
import { NOW } from '#src/db/clock-sql.ts';
import { dayAfter } from '#src/lib/zoned-day.ts';

/**
 * A demo work as written here: what it is on, who does it and who supplies it by name, and its
 * days counted from the school's today, so the demo always has one due soon and one overdue.
 */
export type DemoWork = Omit<WorkInput, 'equipmentId' | 'transportId' | 'assigneeId' | 'supplierId' | 'dueOn'> & {
  readonly equipment?: string;
  readonly transport?: string;
  readonly assignee?: string;
  readonly supplier?: string;
  /** Days from today to the due day (negative: past); null without one. */
  readonly dueInDays: number | null;
  /** Days since it was done, for a done work. */
  readonly doneDaysAgo?: number;
};

/**
 * The demo school's works (DOMAIN.md, Works): a board's ding under repair (one unit out of use),
 * Van 1's inspection in a few days, a wetsuit order for the season, a first-aid refill that is
 * overdue and a rail repair done last week with its bill. Equipment, vans, staff and suppliers
 * are the demo's own (demo-equipment.ts, demo-transports.ts, demo-staff.ts, demo-catalogue.ts).
 */
export const DEMO_WORKS: readonly DemoWork[] = [
  {
    title: 'Ding repair on an Epoxy 6\'6"',
    description: 'Ding on the tail from the rocks at Carcavelos. Sand, fill with epoxy resin, let it cure and seal.',
    kind: 'maintenance',
    equipment: 'Epoxy 6\'6"',
    equipmentQuantity: 1,
    assignee: 'Tomás Oliveira',
    dueInDays: 2,
    priority: 'high',
    status: 'in_progress',
    costCents: null,
  },
  {
    title: 'Van 1 inspection',
    description: 'Yearly inspection at the test centre: brakes, lights and tyres. Check the roof rack straps too.',
    kind: 'maintenance',
    transport: 'Van 1',
    equipmentQuantity: null,
    assignee: 'Rui Santos',
    dueInDays: 4,
    priority: 'medium',
    status: 'open',
    costCents: null,
  },
  {
    title: 'Wetsuit restock for the summer',
    description: 'Order 4/3 wetsuits in S and M and kids’ K10 and K12 before the season; ask for the school discount.',
    kind: 'task',
    equipmentQuantity: null,
    assignee: 'Marta Lopes',
    supplier: 'Atlantic Neoprene',
    dueInDays: 21,
    priority: 'medium',
    status: 'open',
    costCents: null,
  },
  {
    title: 'Refill the first-aid kit at the beach hut',
    description: 'Plasters, saline and an emergency blanket used last week at Caparica.',
    kind: 'task',
    equipmentQuantity: null,
    assignee: 'Inês Carvalho',
    dueInDays: -3,
    priority: 'high',
    status: 'open',
    costCents: null,
  },
  {
    title: 'Rail repair on a Soft-top 9\'0"',
    description: 'Torn rail glued and the foam skin replaced by the supplier’s workshop.',
    kind: 'maintenance',
    equipment: 'Soft-top 9\'0"',
    equipmentQuantity: 1,
    assignee: 'Tomás Oliveira',
    supplier: 'Ocean Boards Lda',
    dueInDays: -10,
    doneDaysAgo: 8,
    priority: 'low',
    status: 'done',
    costCents: 4_500,
  },
];

/** A school-owned table whose records have names. */
interface Named {
  readonly table: PgTable;
  readonly id: AnyPgColumn;
  readonly name: AnyPgColumn;
  readonly school: AnyPgColumn;
}

export const named = <T extends PgTable & { id: AnyPgColumn; name: AnyPgColumn; applicationId: AnyPgColumn }>(
  table: T,
): Named => ({ table, id: table.id, name: table.name, school: table.applicationId });

/** Names to ids of one of the school's tables. */
export async function idsByName(tx: Transaction, { table, id, name, school }: Named, schoolId: string) {
  const rows = await tx.select({ id, name }).from(table).where(eq(school, schoolId));
  return new Map(rows.map((row) => [String(row.name), String(row.id)]));
}

/**
 * Gives the demo school its works, in the seeding transaction; the equipment, vans, staff and
 * suppliers they name must be seeded first. Due days count from the school's today.
 */
export async function seedDemoWorks(tx: Transaction, schoolId: string): Promise<void> {
  const [school] = await tx
    .select({ timeZone: applications.timezone })
    .from(applications)
    .where(eq(applications.id, schoolId));
  const today = clock.today(school?.timeZone ?? 'Europe/Lisbon');
  const equipmentId = await idsByName(tx, named(equipment), schoolId);
  const transportId = await idsByName(tx, named(transports), schoolId);
  const staffId = await idsByName(tx, named(staff), schoolId);
  const supplierId = await idsByName(tx, named(suppliers), schoolId);
  const idOf = (ids: Map<string, string>, name: string | undefined) => {
    if (name === undefined) return null;
    const id = ids.get(name);
    if (!id) throw new Error(`The demo works name "${name}", which is not seeded.`);
    return id;
  };
  await tx.insert(works).values(
    DEMO_WORKS.map(({ equipment: onEquipment, transport, assignee, supplier, dueInDays, doneDaysAgo, ...work }) => ({
      ...work,
      applicationId: schoolId,
      equipmentId: idOf(equipmentId, onEquipment),
      transportId: idOf(transportId, transport),
      assigneeId: idOf(staffId, assignee),
      supplierId: idOf(supplierId, supplier),
      dueOn: dueInDays === null ? null : dayAfter(today, dueInDays),
      doneAt: doneDaysAgo === undefined ? null : sql`${NOW} - make_interval(days => ${doneDaysAgo})`,
    })),
  );
}
