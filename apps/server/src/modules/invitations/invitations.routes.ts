import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponseSchema } from '@lineup/contract/auth';
import { problemSchema } from '@lineup/contract/problem';
import {
  acceptInvitationSchema,
  invitationSchema,
  invitationsSchema,
  inviteRequestSchema,
  receivedInvitationsSchema,
} from '@lineup/contract/schools';
import { callContext } from '#src/http/request-context.ts';
import { acceptInvitation, listReceived } from './invitation-accept.service.ts';
import { getInvitations, invite, resend, revoke } from './invitations.service.ts';

const tags = ['invitations'];
const params = z.object({ id: z.uuid() });
const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { access: 'manage_users' as const };
  app.get(
    '/api/v1/invitations',
    { config: manage, schema: { tags, response: { 200: invitationsSchema, ...problems } } },
    async (request) => ({
      items: await getInvitations(callContext(request)),
    }),
  );

  app.post(
    '/api/v1/invitations',
    { config: manage, schema: { tags, body: inviteRequestSchema, response: { 201: invitationSchema, ...problems } } },
    async (request, reply) => reply.status(201).send(await invite(callContext(request), request.body)),
  );

  app.post(
    '/api/v1/invitations/:id/resend',
    { config: manage, schema: { tags, params, response: { 200: invitationSchema, ...problems } } },
    (request) => resend(callContext(request), request.params.id),
  );

  app.delete(
    '/api/v1/invitations/:id',
    { config: manage, schema: { tags, params, response: { 204: z.null(), ...problems } } },
    async (request, reply) => {
      await revoke(callContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/invitations/received',
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: "Pending invitations to the account's e-mail",
        response: { 200: receivedInvitationsSchema },
      },
    },
    async (request) => ({ items: await listReceived(callContext(request)) }),
  );

  app.post(
    '/api/v1/invitations/accept',
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'Accept the invitation of an e-mailed link',
        body: acceptInvitationSchema,
        response: { 200: meResponseSchema, ...problems },
      },
    },
    (request) => acceptInvitation(callContext(request), { token: request.body.token }),
  );

  app.post(
    '/api/v1/invitations/:id/accept',
    { config: { access: 'login' }, schema: { tags, params, response: { 200: meResponseSchema, ...problems } } },
    (request) => acceptInvitation(callContext(request), { id: request.params.id }),
  );
};
