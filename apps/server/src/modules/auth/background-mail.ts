import type { Mail } from '#src/lib/mailer.ts';
import type { AuthDeps } from './auth.deps.ts';

/**
 * Sends without making the caller wait: an answer that does not depend on the SMTP round trip
 * takes the same time whether or not a message was due, so it does not tell which e-mails exist.
 */
export function sendInBackground(deps: AuthDeps, mail: Mail): void {
  deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error }, 'e-mail could not be queued'));
}
