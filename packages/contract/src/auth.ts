import { z } from 'zod';
import { text } from './text.ts';
import { ROLES } from './roles.ts';

/** Limits of the sign-in calls; the server enforces them, the web app mirrors them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_CODE_LENGTH = 6;

export const registerRequestSchema = z.object({
  email: text().trim().max(254),
  password: text().max(1024),
});
export const registerResponseSchema = z.object({ error: z.boolean(), message: z.string() });

/** Sign-in by e-mail and password, or by phone and the numeric code sent to it. */
export const signinRequestSchema = z.union([
  z.object({ email: text().trim().max(254), password: text().max(1024) }),
  z.object({ phone: text().trim().max(32), token: text().trim().max(16) }),
]);
export const signinResponseSchema = z.object({
  access_token: z.string(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(ROLES),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const googleSigninRequestSchema = z.object({ token: text().min(1).max(8192) });
export const resendActivationRequestSchema = z.object({ email: text().trim().max(254) });
export const phoneCodeRequestSchema = z.object({ phone: text().trim().max(32) });
export const acceptedResponseSchema = z.object({ message: z.string() });

/** The token of an e-mailed activation link. */
export const activationQuerySchema = z.object({ token: text().max(200).default('') });
/** The token of an e-mailed unlock link. */
export const unlockQuerySchema = z.object({ token: text().max(200).default('') });
export const signoutResponseSchema = z.object({ result: z.boolean() });

/** Asks for a link to choose a new password; the answer reads the same for every address. */
export const passwordResetRequestSchema = z.object({ email: text().trim().max(254) });
/** Chooses the new password with the token of the e-mailed link. */
export const passwordResetSchema = z.object({
  token: text().trim().min(1).max(200),
  password: text().max(1024),
});
