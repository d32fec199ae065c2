import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedResponseSchema,
  googleSigninRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  phoneCodeRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendActivationRequestSchema,
  signinRequestSchema,
  signinResponseSchema,
  unlockQuerySchema,
} from '@lineup/contract/auth';
import { problemSchema } from '@lineup/contract/problem';
import { text } from '@lineup/contract/text';
import { deleteSession } from '#src/auth/sessions.ts';
import { bearerToken } from '#src/http/authorize.ts';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { translate } from '#src/i18n/messages.ts';
import { activate, resendActivation } from './activation.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { signInWithGoogle } from './google.service.ts';
import { auditedSignIn } from './sign-in-audit.ts';
import { unlockAccount } from './lockout.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { requestPhoneCode } from './phone-code.service.ts';
import { register } from './register.service.ts';
import { signInWithPassword, signInWithPhoneCode } from './sign-in.service.ts';

const tags = ['sign-in'];
const problems = { 400: problemSchema, 401: problemSchema, 409: problemSchema, 429: problemSchema };

/** The spec's four sign-in calls, plus activation, unlock and password-reset links and phone codes. */
export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = {
      access: 'public' as const,
      rateLimit: { max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 },
    };

    app.post(
      '/oauth/api/v1/register',
      {
        config: limited,
        schema: { tags, body: registerRequestSchema, response: { 200: registerResponseSchema, ...problems } },
      },
      async (request) => ({
        error: false,
        message: await register(deps, {
          ...request.body,
          language: requestLanguage(request),
        }),
      }),
    );

    app.post(
      '/oauth/api/v1/signin',
      {
        config: limited,
        schema: { tags, body: signinRequestSchema, response: { 200: signinResponseSchema, ...problems } },
      },
      (request) => {
        const language = requestLanguage(request);
        const body = request.body;
        return 'email' in body
          ? auditedSignIn(deps, { identifier: body.email, method: 'password', ip: request.ip }, () =>
              signInWithPassword(deps, { email: body.email, password: body.password, language, client: request.ip }),
            )
          : auditedSignIn(deps, { identifier: body.phone, method: 'phone', ip: request.ip }, () =>
              signInWithPhoneCode(deps, { phone: body.phone, code: body.token, language }),
            );
      },
    );

    app.post(
      '/oauth/api/v1/google-signin',
      {
        config: limited,
        schema: { tags, body: googleSigninRequestSchema, response: { 200: signinResponseSchema, ...problems } },
      },
      (request) =>
        auditedSignIn(deps, { identifier: 'google', method: 'google', ip: request.ip }, () =>
          signInWithGoogle(deps, request.body.token),
        ),
    );

    app.post(
      '/oauth/api/v1/signout',
      { config: { access: 'public' }, schema: { tags, response: { 200: z.object({ result: z.boolean() }) } } },
      async (request) => {
        const token = bearerToken(request);
        if (token) await deleteSession(deps.db, token);
        return { result: true };
      },
    );

    app.get(
      '/oauth/api/v1/activate',
      {
        config: { access: 'public' },
        schema: { tags, querystring: z.object({ token: text().max(200).default('') }) },
      },
      async (request, reply) => {
        const activated = request.query.token ? await activate(deps, request.query.token) : false;
        return reply.redirect(`/?login=true&activation=${activated ? 'done' : 'invalid'}`, 303);
      },
    );

    app.post(
      '/oauth/api/v1/resend-activation',
      {
        config: limited,
        schema: { tags, body: resendActivationRequestSchema, response: { 200: acceptedResponseSchema, ...problems } },
      },
      async (request) => {
        await resendActivation(deps, request.body.email);
        return { message: translate(requestLanguage(request), 'activation.resent') };
      },
    );

    app.get(
      '/oauth/api/v1/unlock',
      {
        config: { access: 'public' },
        schema: { tags, querystring: unlockQuerySchema },
      },
      async (request, reply) => {
        const unlocked = request.query.token ? await unlockAccount(deps, request.query.token, request.ip) : false;
        return reply.redirect(`/?login=true&unlock=${unlocked ? 'done' : 'invalid'}`, 303);
      },
    );

    app.post(
      '/oauth/api/v1/password-reset/request',
      {
        config: limited,
        schema: { tags, body: passwordResetRequestSchema, response: { 200: acceptedResponseSchema, ...problems } },
      },
      async (request) => ({
        message: await requestPasswordReset(deps, { email: request.body.email, language: requestLanguage(request) }),
      }),
    );

    app.post(
      '/oauth/api/v1/password-reset',
      {
        config: limited,
        schema: { tags, body: passwordResetSchema, response: { 200: acceptedResponseSchema, ...problems } },
      },
      async (request) => ({
        message: await resetPassword(deps, {
          ...request.body,
          language: requestLanguage(request),
          client: request.ip,
        }),
      }),
    );

    app.post(
      '/oauth/api/v1/phone-code',
      {
        config: limited,
        schema: { tags, body: phoneCodeRequestSchema, response: { 200: acceptedResponseSchema, ...problems } },
      },
      async (request) => ({
        message: await requestPhoneCode(deps, { phone: request.body.phone, language: requestLanguage(request) }),
      }),
    );
  };
}
