import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/database.ts';
import type { Mailer } from '#src/lib/mailer.ts';
import type { SmsSender } from '#src/lib/sms.ts';
import { AttemptLimiter } from '#src/lib/attempt-limiter.ts';

const MINUTE = 60_000;

/** What the sign-in services need; built once per app. */
export interface AuthDeps {
  readonly db: Database;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  readonly log: FastifyBaseLogger;
  /** Per-account limits, on top of the per-address limit of the routes. */
  readonly limits: {
    /** Sign-ins per e-mail and client address: guessing from one place does not lock out another. */
    readonly signin: AttemptLimiter;
    readonly register: AttemptLimiter;
    readonly phoneCode: AttemptLimiter;
    /** Activation e-mails per address; past it the answer stays the same and nothing is sent. */
    readonly activationMail: AttemptLimiter;
    /** Password-reset e-mails per address, likewise silent. */
    readonly resetMail: AttemptLimiter;
  };
}

export function createAuthLimits(): AuthDeps['limits'] {
  return {
    signin: new AttemptLimiter(10, 15 * MINUTE),
    register: new AttemptLimiter(5, 60 * MINUTE),
    phoneCode: new AttemptLimiter(3, 15 * MINUTE),
    activationMail: new AttemptLimiter(3, 60 * MINUTE),
    resetMail: new AttemptLimiter(3, 60 * MINUTE),
  };
}
