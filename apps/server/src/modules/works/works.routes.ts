import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allows, ENTITY_ACCESS } from '@lineup/contract/access';
import { idParamsSchema } from '@lineup/contract/http';
import { workSchema, workStatusChangeSchema, type Work, type WorkStatus } from '@lineup/contract/works';
import { fromSource } from '#src/db/list.ts';
import type { Transaction } from '#src/db/database.ts';
import { works } from '#src/db/schema/index.ts';
import { callContext, withSchool, type CallContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { checkUnitsFree } from './work-units.ts';
import { doneAtFor, toWork, workList, type WorkRow } from './works.resource.ts';

async function findWork(tx: Transaction, schoolId: string, id: string, lock = false) {
  const select = fromSource(tx, workList, workList.fields).where(
    and(eq(works.applicationId, schoolId), eq(works.id, id)),
  );
  const [row] = lock ? await select.for('update', { of: works }) : await select;
  return row as WorkRow | undefined;
}

/**
 * Moves a work to another status: whoever changes works (`manage_settings`) may, and so may its
 * assignee, through the staff record linked to their account. Reopening maintenance takes its
 * units out of use again, so they must still be free. Done keeps the moment it was done; reopening
 * clears it. The same status again changes nothing and logs nothing.
 */
export function changeWorkStatus(call: CallContext, id: string, status: WorkStatus): Promise<Work> {
  return withSchool(call, async (tx, schoolId) => {
    const before = await findWork(tx, schoolId, id, true);
    if (!before) throw localizedError('not_found', call.language, 'work.notFound');
    if (!allows(call.auth.permissions, ENTITY_ACCESS.work.write) && !before.mine) {
      throw refusal(call.language, 'not_assignee');
    }
    if (before.status === status) return toWork(before);
    const stored = {
      kind: before.kind as Work['kind'],
      status: before.status as Work['status'],
      equipmentId: before.equipmentId,
      equipmentQuantity: before.equipmentQuantity,
    };
    await checkUnitsFree(tx, call, schoolId, {
      workId: id,
      before: stored,
      after: { ...stored, status },
      field: 'status',
    });
    await tx
      .update(works)
      .set({ status, doneAt: doneAtFor(status, before), updatedAt: sql`now()` })
      .where(and(eq(works.applicationId, schoolId), eq(works.id, id)));
    const after = await findWork(tx, schoolId, id);
    if (!after) throw localizedError('not_found', call.language, 'work.notFound');
    await recordCallAudit(tx, call, {
      action: 'work_status_changed',
      schoolId,
      target: after.title,
      data: { from: before.status, to: status },
    });
    return toWork(after);
  });
}

/** Beside the works' list and record routes: the one-click status change. */
export const workRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'works' });
  r.patch(
    '/api/v1/works/:id/status',
    {
      id: 'changeWorkStatus',
      summary: 'Move a work to another status (open, in progress, done); its assignee may move their own',
      description:
        "Any member may call it; only those who change works (`manage_settings`) and the work's assignee (the staff record linked to the caller's account) are let through, the others are refused with 422 `not_assignee`. Reopening maintenance whose units are no longer free is refused on `status` with `units_unavailable`.",
      access: 'login',
      params: idParamsSchema,
      body: workStatusChangeSchema,
      response: workSchema,
    },
    (request) => changeWorkStatus(callContext(request), request.params.id, request.body.status),
  );
};
