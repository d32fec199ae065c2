import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedResponseSchema, changePasswordRequestSchema, meResponseSchema } from '@lineup/contract/auth';
import { problemSchema } from '@lineup/contract/problem';
import { requireAuth } from '#src/http/authorize.ts';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { changePassword, getMe } from './me.service.ts';

const tags = ['account'];

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/me',
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'The signed-in account, its profile, school and permissions',
        response: { 200: meResponseSchema, 401: problemSchema },
      },
    },
    (request) => getMe(requireAuth(request)),
  );

  app.post(
    '/api/v1/me/password',
    {
      config: { access: 'login' },
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: { 200: acceptedResponseSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => ({
      message: await changePassword(app.database.db, app.config, requireAuth(request), {
        ...request.body,
        language: requestLanguage(request),
      }),
    }),
  );
};
