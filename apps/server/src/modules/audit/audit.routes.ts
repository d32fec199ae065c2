import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { auditListSchema, auditQuerySchema } from '@lineup/contract/audit';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { schoolAudit } from './audit.service.ts';

/** The current school's activity log. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  routeKit(app, { tag: 'audit' }).get(
    '/api/v1/audit',
    {
      id: 'listSchoolAudit',
      summary: "Read the current school's activity log",
      access: ENTITY_ACCESS.schoolLog.read,
      query: auditQuerySchema,
      response: auditListSchema,
    },
    (request) => schoolAudit(callContext(request), request.query),
  );
};
