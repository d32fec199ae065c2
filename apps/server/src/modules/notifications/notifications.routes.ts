import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadResultSchema,
  markReadSchema,
  notificationsSchema,
  unreadCountSchema,
} from '@lineup/contract/notifications';
import { asPlatform } from '#src/db/tenancy.ts';
import { requireAuth } from '#src/http/authorize.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { countUnread, listNotifications, markRead } from './notifications.service.ts';

/** The signed-in account's own notifications; the side bar's badge shows the unread count. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'account', school: false });
  const db = () => app.database.db;
  const access = 'login';

  r.get(
    '/api/v1/notifications',
    { id: 'listNotifications', summary: "List the account's notifications", access, response: notificationsSchema },
    async (request) => ({
      items: await asPlatform(db(), (tx) => listNotifications(tx, requireAuth(request).accountId)),
    }),
  );
  r.get(
    '/api/v1/notifications/unread-count',
    { id: 'countUnreadNotifications', summary: 'Count the unread notifications', access, response: unreadCountSchema },
    async (request) => ({ count: await asPlatform(db(), (tx) => countUnread(tx, requireAuth(request).accountId)) }),
  );
  r.post(
    '/api/v1/notifications/read',
    {
      id: 'markNotificationsRead',
      summary: 'Mark one notification as read, or all of them without an id',
      access,
      body: markReadSchema,
      response: markReadResultSchema,
    },
    async (request) => ({
      updated: await asPlatform(db(), (tx) => markRead(tx, requireAuth(request).accountId, request.body.id)),
    }),
  );
};
