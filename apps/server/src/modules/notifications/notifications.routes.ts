import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema, unreadCountSchema } from '@lineup/contract/notifications';
import { problemSchema } from '@lineup/contract/problem';
import { asPlatform } from '#src/db/tenancy.ts';
import { requireAuth } from '#src/http/authorize.ts';
import { countUnread, listNotifications, markRead } from './notifications.repository.ts';

const tags = ['account'];

/** The signed-in account's own notifications; the side bar's badge shows the unread count. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/v1/notifications',
    {
      config: { access: 'login' },
      schema: { tags, response: { 200: z.object({ items: z.array(notificationSchema) }) } },
    },
    async (request) => ({
      items: await asPlatform(db(), (tx) => listNotifications(tx, requireAuth(request).accountId)),
    }),
  );

  app.get(
    '/api/v1/notifications/unread-count',
    { config: { access: 'login' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => ({ count: await asPlatform(db(), (tx) => countUnread(tx, requireAuth(request).accountId)) }),
  );

  app.post(
    '/api/v1/notifications/read',
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'Mark one notification as read, or all of them without an id',
        body: z.object({ id: z.uuid().optional() }),
        response: { 200: z.object({ updated: z.number().int() }), 400: problemSchema },
      },
    },
    async (request) => ({
      updated: await asPlatform(db(), (tx) => markRead(tx, requireAuth(request).accountId, request.body.id)),
    }),
  );
};
