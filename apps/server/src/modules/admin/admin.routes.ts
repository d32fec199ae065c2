import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  adminApplicationDetailSchema,
  adminApplicationSchema,
  adminApplicationsSchema,
  adminListQuerySchema,
  masterSchoolChoiceSchema,
  statusChangeSchema,
} from '@lineup/contract/admin';
import { meResponseSchema } from '@lineup/contract/me';
import { auditListSchema, auditQuerySchema } from '@lineup/contract/audit';
import { idParamsSchema as params } from '@lineup/contract/http';
import { asPlatform } from '#src/db/tenancy.ts';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { platformAudit } from '#src/modules/audit/audit.service.ts';
import { membersOf } from '#src/modules/members/members.service.ts';
import { changeStatus, chooseMasterSchool, getApplicationMeasured, listApplications } from './admin.service.ts';

/** The Master's panel over every school, the school the Master works in, and the platform's activity log. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'admin', school: false });
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
  r.put(
    '/api/v1/admin/school',
    {
      id: 'chooseMasterSchool',
      summary: 'Choose the school the Master works in, or none',
      description:
        "Any open school (approved or active), a member of it or not; `null` leaves it. The session keeps the choice: every school's operation afterwards works in that school, and the school's activity log records the Master's coming and going and marks the Master's work (`as: master`). An unknown or closed school is 404.",
      access: write,
      body: masterSchoolChoiceSchema,
      response: meResponseSchema,
    },
    (request) => chooseMasterSchool(callContext(request), request.body.applicationId),
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
