import { and, eq, ne, sql } from 'drizzle-orm';
import { UNITS_UNAVAILABLE, type WorkKind, type WorkStatus } from '@lineup/contract/works';
import type { Transaction } from '#src/db/database.ts';
import { equipment, works } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import type { CallContext } from '#src/http/request-context.ts';

/** What of a work takes units of equipment out of use. */
export interface UnitsHeld {
  readonly kind: WorkKind;
  readonly status: WorkStatus;
  readonly equipmentId: string | null;
  readonly equipmentQuantity: number | null;
}

/** Units a work keeps out of use: those of maintenance on equipment until it is done. */
export function unitsHeld(work: UnitsHeld): { equipmentId: string; units: number } | null {
  if (work.kind !== 'maintenance' || work.status === 'done') return null;
  if (work.equipmentId === null || work.equipmentQuantity === null) return null;
  return { equipmentId: work.equipmentId, units: work.equipmentQuantity };
}

/**
 * Maintenance takes units out of use: never more than are usable, that is owned, less those out
 * of use and those under the equipment's other open maintenance. Only a write that takes more
 * units than the work held before is checked, so a work whose equipment has since lost units
 * can still be edited or closed. The equipment's row is locked first, so two works written at
 * once on the last free units get one yes. Refuses on `field` with the units that are free.
 */
export async function checkUnitsFree(
  tx: Transaction,
  call: CallContext,
  schoolId: string,
  change: { workId: string | null; before: UnitsHeld | null; after: UnitsHeld; field: string },
): Promise<void> {
  const wanted = unitsHeld(change.after);
  if (!wanted) return;
  const held = change.before ? unitsHeld(change.before) : null;
  const heldBefore = held?.equipmentId === wanted.equipmentId ? held.units : 0;
  if (wanted.units <= heldBefore) return;
  const [owned] = await tx
    .select({ quantity: equipment.quantity, outOfUse: equipment.outOfUse })
    .from(equipment)
    .where(and(eq(equipment.applicationId, schoolId), eq(equipment.id, wanted.equipmentId)))
    .for('update');
  if (!owned) throw fieldError(call, 'equipmentId', 'missing');
  const [others] = await tx
    .select({ units: sql<number>`coalesce(sum(${works.equipmentQuantity}), 0)`.mapWith(Number) })
    .from(works)
    .where(
      and(
        eq(works.applicationId, schoolId),
        eq(works.equipmentId, wanted.equipmentId),
        eq(works.kind, 'maintenance'),
        ne(works.status, 'done'),
        change.workId === null ? undefined : ne(works.id, change.workId),
      ),
    );
  const available = Math.max(0, owned.quantity - owned.outOfUse - (others?.units ?? 0));
  if (wanted.units > available) throw fieldError(call, change.field, UNITS_UNAVAILABLE, { available });
}
