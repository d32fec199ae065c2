import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '@lineup/contract/auth';
import { problemSchema } from '@lineup/contract/problem';
import { mySchoolSchema, mySchoolsSchema, schoolRequestSchema, switchSchoolSchema } from '@lineup/contract/schools';
import { callContext } from '#src/http/request-context.ts';
import { listMySchools, requestSchool, switchSchool } from './schools.service.ts';

const tags = ['schools'];
const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/schools/mine',
    {
      config: { access: 'login' },
      schema: { tags, summary: "The account's schools and its role in each", response: { 200: mySchoolsSchema } },
    },
    async (request) => ({ items: await listMySchools(callContext(request)) }),
  );

  app.post(
    '/api/v1/schools',
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'Ask for a new school (pending until a Master approves)',
        body: schoolRequestSchema,
        response: { 201: mySchoolSchema, ...problems },
      },
    },
    async (request, reply) => reply.status(201).send(await requestSchool(callContext(request), request.body.name)),
  );

  app.post(
    '/api/v1/session/school',
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'Switch the current school',
        body: switchSchoolSchema,
        response: { 200: meResponseSchema, ...problems },
      },
    },
    (request) => switchSchool(callContext(request), request.body.applicationId),
  );
};
