import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedResponseSchema } from '@lineup/contract/auth';
import { changePasswordRequestSchema, meResponseSchema } from '@lineup/contract/me';
import { requireAuth } from '#src/http/authorize.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { changePassword, getMe } from './me.service.ts';

/** The signed-in account and its password. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'account', school: false });

  r.get(
    '/api/v1/me',
    {
      id: 'getMe',
      summary: 'The signed-in account, its profile, school and permissions',
      access: 'login',
      response: meResponseSchema,
    },
    (request) => getMe(requireAuth(request)),
  );
  r.post(
    '/api/v1/me/password',
    {
      id: 'changePassword',
      summary: "Change the account's password, ending its other sessions",
      access: 'login',
      body: changePasswordRequestSchema,
      response: acceptedResponseSchema,
    },
    async (request) => ({
      message: await changePassword(app.database.db, app.config, requireAuth(request), {
        ...request.body,
        language: requestLanguage(request),
      }),
    }),
  );
};
