import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { idParamsSchema as params, noContentSchema } from '@lineup/contract/http';
import {
  acceptInvitationSchema,
  invitationSchema,
  invitationsSchema,
  inviteRequestSchema,
  receivedInvitationsSchema,
} from '@lineup/contract/invitations';
import { meResponseSchema } from '@lineup/contract/me';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { acceptInvitation, listReceived } from './invitation-accept.service.ts';
import { getInvitations, invite, resend, revoke } from './invitations.service.ts';

/** Invitations of the current school, and those addressed to the signed-in account. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'invitations' });
  const { read, write } = ENTITY_ACCESS.invitation;

  r.get(
    '/api/v1/invitations',
    {
      id: 'listInvitations',
      summary: "List the current school's invitations",
      access: read,
      response: invitationsSchema,
    },
    async (request) => ({ items: await getInvitations(callContext(request)) }),
  );
  r.post(
    '/api/v1/invitations',
    {
      id: 'inviteMember',
      summary: 'Invite someone by e-mail with a role',
      access: write,
      body: inviteRequestSchema,
      response: invitationSchema,
      status: 201,
    },
    (request) => invite(callContext(request), request.body),
  );
  r.post(
    '/api/v1/invitations/:id/resend',
    { id: 'resendInvitation', summary: 'Send an invitation again', access: write, params, response: invitationSchema },
    (request) => resend(callContext(request), request.params.id),
  );
  r.delete(
    '/api/v1/invitations/:id',
    {
      id: 'revokeInvitation',
      summary: 'Revoke an invitation',
      access: write,
      params,
      response: noContentSchema,
      status: 204,
    },
    async (request) => {
      await revoke(callContext(request), request.params.id);
      return null;
    },
  );
  r.get(
    '/api/v1/invitations/received',
    {
      id: 'listReceivedInvitations',
      school: false,
      summary: "List the pending invitations to the account's e-mail",
      access: 'login',
      response: receivedInvitationsSchema,
    },
    async (request) => ({ items: await listReceived(callContext(request)) }),
  );
  r.post(
    '/api/v1/invitations/accept',
    {
      id: 'acceptInvitationLink',
      school: false,
      summary: 'Accept the invitation of an e-mailed link',
      access: 'login',
      body: acceptInvitationSchema,
      response: meResponseSchema,
    },
    (request) => acceptInvitation(callContext(request), { token: request.body.token }),
  );
  r.post(
    '/api/v1/invitations/:id/accept',
    {
      id: 'acceptInvitation',
      school: false,
      summary: 'Accept an invitation addressed to the account',
      access: 'login',
      params,
      response: meResponseSchema,
    },
    (request) => acceptInvitation(callContext(request), { id: request.params.id }),
  );
};
