import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@lineup/contract/problem';
import { memberRoleSchema, memberSchema, membersSchema } from '@lineup/contract/schools';
import { callContext } from '#src/http/request-context.ts';
import { changeRole, listMembers, removeMember } from './members.service.ts';

const tags = ['members'];
const params = z.object({ accountId: z.uuid() });
const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};

/** The current school's members; the school comes from the session. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/members',
    { config: { access: 'manage_users' }, schema: { tags, response: { 200: membersSchema, ...problems } } },
    async (request) => ({ items: await listMembers(callContext(request)) }),
  );

  app.patch(
    '/api/v1/members/:accountId',
    {
      config: { access: 'manage_users' },
      schema: { tags, params, body: memberRoleSchema, response: { 200: memberSchema, ...problems } },
    },
    (request) => changeRole(callContext(request), request.params.accountId, request.body.role),
  );

  app.delete(
    '/api/v1/members/:accountId',
    { config: { access: 'manage_users' }, schema: { tags, params, response: { 204: z.null(), ...problems } } },
    async (request, reply) => {
      await removeMember(callContext(request), request.params.accountId);
      return reply.status(204).send(null);
    },
  );
};
