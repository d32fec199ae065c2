import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@lineup/contract/problem';
import {
  adminApplicationDetailSchema,
  adminApplicationSchema,
  adminApplicationsSchema,
  adminListQuerySchema,
  auditListSchema,
  listQuerySchema,
  statusChangeSchema,
} from '@lineup/contract/schools';
import { asPlatform } from '#src/db/tenancy.ts';
import { callContext } from '#src/http/request-context.ts';
import { platformAudit, schoolAudit } from '#src/modules/audit/audit.service.ts';
import { membersOf } from '#src/modules/members/members.service.ts';
import { changeStatus, getApplication, listApplications } from './admin.service.ts';

const tags = ['admin'];
const params = z.object({ id: z.uuid() });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const pageQuery = listQuerySchema.pick({ page: true, pageSize: true });

/** The Master's panel over every school, and the audit logs. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const master = { access: 'view_admin_panel' as const };
  app.get(
    '/api/v1/admin/applications',
    {
      config: master,
      schema: { tags, querystring: adminListQuerySchema, response: { 200: adminApplicationsSchema, ...problems } },
    },
    (request) => listApplications(callContext(request), request.query),
  );

  app.get(
    '/api/v1/admin/applications/:id',
    { config: master, schema: { tags, params, response: { 200: adminApplicationDetailSchema, ...problems } } },
    async (request) => {
      const call = callContext(request);
      const application = await getApplication(call, request.params.id);
      const memberList = await asPlatform(call.db, (tx) => membersOf(tx, request.params.id));
      return { ...application, memberList };
    },
  );

  app.post(
    '/api/v1/admin/applications/:id/status',
    {
      config: master,
      schema: { tags, params, body: statusChangeSchema, response: { 200: adminApplicationSchema, ...problems } },
    },
    (request) => changeStatus(callContext(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/v1/admin/audit',
    { config: master, schema: { tags, querystring: pageQuery, response: { 200: auditListSchema, ...problems } } },
    (request) => platformAudit(callContext(request), request.query),
  );

  app.get(
    '/api/v1/audit',
    {
      config: { access: 'view_system_logs' },
      schema: { tags: ['audit'], querystring: pageQuery, response: { 200: auditListSchema, ...problems } },
    },
    (request) => schoolAudit(callContext(request), request.query),
  );
};
