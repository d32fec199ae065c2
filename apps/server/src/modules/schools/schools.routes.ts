import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '@lineup/contract/me';
import { mySchoolSchema, mySchoolsSchema, schoolRequestSchema, switchSchoolSchema } from '@lineup/contract/schools';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { listMySchools, requestSchool, switchSchool } from './schools.service.ts';

/** The signed-in account's schools: asking for one and switching between them. */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'schools', school: false });
  const access = 'login';

  r.get(
    '/api/v1/schools/mine',
    {
      id: 'listMySchools',
      summary: "List the account's schools and its role in each",
      access,
      response: mySchoolsSchema,
    },
    async (request) => ({ items: await listMySchools(callContext(request)) }),
  );
  r.post(
    '/api/v1/schools',
    {
      id: 'requestSchool',
      summary: 'Ask for a new school (pending until a Master approves)',
      access,
      body: schoolRequestSchema,
      response: mySchoolSchema,
      status: 201,
    },
    (request) => requestSchool(callContext(request), request.body.name),
  );
  r.post(
    '/api/v1/session/school',
    {
      id: 'switchSchool',
      summary: 'Switch the current school',
      access,
      body: switchSchoolSchema,
      response: meResponseSchema,
    },
    (request) => switchSchool(callContext(request), request.body.applicationId),
  );
};
