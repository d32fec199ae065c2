import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  activationQuerySchema,
  googleSigninRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  phoneCodeRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendActivationRequestSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutResponseSchema,
  unlockQuerySchema,
} from '@lineup/contract/auth';
import { noContentSchema } from '@lineup/contract/http';
import { deleteSession } from '#src/auth/sessions.ts';
import { bearerToken } from '#src/http/authorize.ts';
import { routeKit } from '#src/http/route-kit.ts';
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

/** The spec's four sign-in calls, plus activation, unlock and password-reset links and phone codes. */
export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const r = routeKit(app, { tag: 'sign-in', school: false });
    const access = 'public';
    // Each of these costs a password check, a mail or a text: a tighter limit per address.
    const rateLimit = { max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 };

    r.post(
      '/oauth/api/v1/register',
      {
        id: 'register',
        summary: 'Create an account and mail its activation link',
        access,
        rateLimit,
        body: registerRequestSchema,
        response: registerResponseSchema,
      },
      async (request) => ({
        error: false,
        message: await register(deps, { ...request.body, language: requestLanguage(request) }),
      }),
    );
    r.post(
      '/oauth/api/v1/signin',
      {
        id: 'signIn',
        summary: 'Sign in with e-mail and password, or with phone and texted code',
        access,
        rateLimit,
        body: signinRequestSchema,
        response: signinResponseSchema,
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
    r.post(
      '/oauth/api/v1/google-signin',
      {
        id: 'signInWithGoogle',
        summary: 'Sign in with a Google ID token',
        access,
        rateLimit,
        body: googleSigninRequestSchema,
        response: signinResponseSchema,
      },
      (request) =>
        auditedSignIn(deps, { identifier: 'google', method: 'google', ip: request.ip }, () =>
          signInWithGoogle(deps, request.body.token, requestLanguage(request)),
        ),
    );
    r.post(
      '/oauth/api/v1/signout',
      { id: 'signOut', summary: "End the bearer token's session", access, response: signoutResponseSchema },
      async (request) => {
        const token = bearerToken(request);
        if (token) await deleteSession(deps.db, token);
        return { result: true };
      },
    );
    r.get(
      '/oauth/api/v1/activate',
      {
        id: 'activateAccount',
        summary: 'Open an e-mailed activation link; sends the browser on to sign-in',
        access,
        query: activationQuerySchema,
        response: noContentSchema,
        status: 303,
      },
      async (request, reply) => {
        const activated = request.query.token ? await activate(deps, request.query.token) : false;
        return reply.redirect(`/?login=true&activation=${activated ? 'done' : 'invalid'}`, 303);
      },
    );
    r.post(
      '/oauth/api/v1/resend-activation',
      {
        id: 'resendActivation',
        summary: 'Mail the activation link again',
        access,
        rateLimit,
        body: resendActivationRequestSchema,
        response: acceptedResponseSchema,
      },
      async (request) => {
        await resendActivation(deps, request.body.email, requestLanguage(request));
        return { message: translate(requestLanguage(request), 'activation.resent') };
      },
    );
    r.get(
      '/oauth/api/v1/unlock',
      {
        id: 'unlockAccount',
        summary: 'Open an e-mailed unlock link; sends the browser on to sign-in',
        access,
        query: unlockQuerySchema,
        response: noContentSchema,
        status: 303,
      },
      async (request, reply) => {
        const unlocked = request.query.token ? await unlockAccount(deps, request.query.token, request.ip) : false;
        return reply.redirect(`/?login=true&unlock=${unlocked ? 'done' : 'invalid'}`, 303);
      },
    );
    r.post(
      '/oauth/api/v1/password-reset/request',
      {
        id: 'requestPasswordReset',
        summary: 'Mail a link to choose a new password',
        access,
        rateLimit,
        body: passwordResetRequestSchema,
        response: acceptedResponseSchema,
      },
      async (request) => ({
        message: await requestPasswordReset(deps, { email: request.body.email, language: requestLanguage(request) }),
      }),
    );
    r.post(
      '/oauth/api/v1/password-reset',
      {
        id: 'resetPassword',
        summary: "Choose a new password with the e-mailed link's token",
        access,
        rateLimit,
        body: passwordResetSchema,
        response: acceptedResponseSchema,
      },
      async (request) => ({
        message: await resetPassword(deps, { ...request.body, language: requestLanguage(request), client: request.ip }),
      }),
    );
    r.post(
      '/oauth/api/v1/phone-code',
      {
        id: 'requestPhoneCode',
        summary: 'Text a sign-in code to a phone',
        access,
        rateLimit,
        body: phoneCodeRequestSchema,
        response: acceptedResponseSchema,
      },
      async (request) => ({
        message: await requestPhoneCode(deps, { phone: request.body.phone, language: requestLanguage(request) }),
      }),
    );
  };
}
