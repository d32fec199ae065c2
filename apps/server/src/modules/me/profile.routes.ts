import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedResponseSchema, meResponseSchema } from '@lineup/contract/auth';
import { problemSchema } from '@lineup/contract/problem';
import { phoneChangeSchema, phoneConfirmSchema, updateProfileSchema } from '@lineup/contract/schools';
import { callContext } from '#src/http/request-context.ts';
import { updateProfile } from './me.service.ts';
import { confirmPhoneChange, createPhoneChangeLimits, requestPhoneChange } from './phone-change.service.ts';

const tags = ['account'];
const problems = { 400: problemSchema, 401: problemSchema, 409: problemSchema, 429: problemSchema };

/** The user page's edits: name, language and a phone number checked by a code. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const phoneChange = { sms: app.sms, limits: createPhoneChangeLimits() };
  app.patch(
    '/api/v1/me',
    {
      config: { access: 'login' },
      schema: { tags, body: updateProfileSchema, response: { 200: meResponseSchema, ...problems } },
    },
    (request) => {
      const call = callContext(request);
      return updateProfile(call.db, call.auth, request.body);
    },
  );

  app.post(
    '/api/v1/me/phone',
    {
      config: { access: 'login', rateLimit: { max: 5, timeWindow: 15 * 60_000 } },
      schema: { tags, body: phoneChangeSchema, response: { 200: acceptedResponseSchema, ...problems } },
    },
    async (request) => ({ message: await requestPhoneChange(callContext(request), phoneChange, request.body.phone) }),
  );

  app.post(
    '/api/v1/me/phone/confirm',
    {
      config: { access: 'login' },
      schema: { tags, body: phoneConfirmSchema, response: { 200: meResponseSchema, ...problems } },
    },
    (request) => confirmPhoneChange(callContext(request), request.body),
  );
};
