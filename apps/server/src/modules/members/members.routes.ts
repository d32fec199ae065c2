import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { noContentSchema } from '@lineup/contract/http';
import { memberParamsSchema, memberRoleSchema, memberSchema, membersSchema } from '@lineup/contract/members';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { changeRole, listMembers, removeMember } from './members.service.ts';

/** The current school's members; the school comes from the session. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'members' });
  const { read, write } = ENTITY_ACCESS.member;
  const params = memberParamsSchema;

  r.get(
    '/api/v1/members',
    {
      id: 'listMembers',
      summary: 'List the members of the current school',
      access: read,
      response: membersSchema,
      kept: {},
    },
    async (request) => ({ items: await listMembers(callContext(request)) }),
  );
  r.patch(
    '/api/v1/members/:accountId',
    {
      id: 'changeMemberRole',
      summary: "Change a member's role",
      access: write,
      params,
      body: memberRoleSchema,
      response: memberSchema,
    },
    (request) => changeRole(callContext(request), request.params.accountId, request.body.role),
  );
  r.delete(
    '/api/v1/members/:accountId',
    {
      id: 'removeMember',
      summary: 'Remove a member from the school',
      access: write,
      params,
      response: noContentSchema,
      status: 204,
    },
    async (request) => {
      await removeMember(callContext(request), request.params.accountId);
      return null;
    },
  );
};
