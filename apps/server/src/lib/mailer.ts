import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { emailOutbox } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { eq } from 'drizzle-orm';
import { linksIn, withoutTokens } from './redact.ts';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is recorded in the outbox (recipient, subject, delivery state) with its
 * links' tokens redacted: nothing re-sends from the outbox, and a token at rest would only
 * be one more place to steal it from. Then it is sent over SMTP when one is set. Without
 * SMTP one log line shows its links, so a local user can still follow them.
 */
export function createMailer(options: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await asPlatform(options.db, (tx) =>
        tx
          .insert(emailOutbox)
          .values({ recipient: mail.to, subject: mail.subject, body: withoutTokens(mail.text) })
          .returning({ id: emailOutbox.id }),
      );
      if (!transport) {
        const links = linksIn(mail.text);
        options.log.info(
          { to: mail.to, subject: mail.subject, links, development: true },
          `Development only, SMTP_URL is unset: e-mail to ${mail.to} not sent. "${mail.subject}" ${links.join(' ')}`,
        );
        return;
      }
      let error: string | null = null;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (failure) {
        error = (failure as Error).message;
        options.log.error({ to: mail.to, err: failure }, 'e-mail could not be sent');
      }
      if (row) {
        await asPlatform(options.db, (tx) =>
          tx
            .update(emailOutbox)
            .set(error ? { error } : { sentAt: new Date() })
            .where(eq(emailOutbox.id, row.id)),
        );
      }
    },
  };
}
