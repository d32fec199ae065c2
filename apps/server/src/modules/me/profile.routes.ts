import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedResponseSchema } from '@lineup/contract/auth';
import { meResponseSchema, phoneChangeSchema, phoneConfirmSchema, updateProfileSchema } from '@lineup/contract/me';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { updateProfile } from './me.service.ts';
import { confirmPhoneChange, createPhoneChangeLimits, requestPhoneChange } from './phone-change.service.ts';

/** The user page's edits: name, language and a phone number checked by a code. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'account', school: false });
  const phoneChange = { sms: app.sms, limits: createPhoneChangeLimits() };

  r.patch(
    '/api/v1/me',
    {
      id: 'updateProfile',
      summary: "Change the account's name or language",
      access: 'login',
      body: updateProfileSchema,
      response: meResponseSchema,
    },
    (request) => {
      const call = callContext(request);
      return updateProfile(call.db, call.auth, request.body);
    },
  );
  r.post(
    '/api/v1/me/phone',
    {
      id: 'requestPhoneChange',
      summary: 'Text a code to a new phone number',
      access: 'login',
      body: phoneChangeSchema,
      response: acceptedResponseSchema,
      rateLimit: { max: 5, timeWindow: 15 * 60_000 },
    },
    async (request) => ({ message: await requestPhoneChange(callContext(request), phoneChange, request.body.phone) }),
  );
  r.post(
    '/api/v1/me/phone/confirm',
    {
      id: 'confirmPhoneChange',
      summary: 'Confirm the new phone number with the texted code',
      access: 'login',
      body: phoneConfirmSchema,
      response: meResponseSchema,
    },
    (request) => confirmPhoneChange(callContext(request), request.body),
  );
};
