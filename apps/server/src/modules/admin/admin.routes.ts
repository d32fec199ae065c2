import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  adminApplicationDetailSchema,
  adminApplicationSchema,
  adminApplicationsSchema,
  adminListQuerySchema,
  statusChangeSchema,
} from '@lineup/contract/admin';
import { auditListSchema, auditQuerySchema } from '@lineup/contract/audit';
import { idParamsSchema as params } from '@lineup/contract/http';
import { asPlatform } from '#src/db/tenancy.ts';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { platformAudit } from '#src/modules/audit/audit.service.ts';
import { membersOf } from '#src/modules/members/members.service.ts';
import { changeStatus, getApplicationMeasured, listApplications } from './admin.service.ts';

/** The Master's panel over every school, and the platform's activity log. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'admin' });
  const { read, write } = ENTITY_ACCESS.application;

  r.get(
    '/api/v1/admin/applications',
    {
      id: 'listApplications',
      summary: 'List every school, with its owner, size and members',
      access: read,
      query: adminListQuerySchema,
      response: adminApplicationsSchema,
    },
    (request) => listApplications(callContext(request), request.query),
  );
  r.get(
    '/api/v1/admin/applications/:id',
    {
      id: 'getApplication',
      summary: 'One school and its members, its database size measured afresh',
      access: read,
      params,
      response: adminApplicationDetailSchema,
    },
    async (request) => {
      const call = callContext(request);
      const application = await getApplicationMeasured(call, request.params.id);
      const memberList = await asPlatform(call.db, (tx) => membersOf(tx, request.params.id));
      return { ...application, memberList };
    },
  );
  r.post(
    '/api/v1/admin/applications/:id/status',
    {
      id: 'changeApplicationStatus',
      summary: 'Approve, activate or deactivate a school',
      access: write,
      params,
      body: statusChangeSchema,
      response: adminApplicationSchema,
    },
    (request) => changeStatus(callContext(request), request.params.id, request.body.status),
  );
  r.get(
    '/api/v1/admin/audit',
    {
      id: 'listPlatformAudit',
      summary: "Read the platform's activity log",
      access: read,
      query: auditQuerySchema,
      response: auditListSchema,
    },
    (request) => platformAudit(callContext(request), request.query),
  );
};
