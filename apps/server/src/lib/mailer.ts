import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { emailOutbox } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { eq } from 'drizzle-orm';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is written to the outbox first, then sent over SMTP when one is set.
 * Without SMTP the log shows the message, so a local user can follow its link.
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
          .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
          .returning({ id: emailOutbox.id }),
      );
      if (!transport) {
        options.log.info(
          { to: mail.to, subject: mail.subject },
          `e-mail kept in the outbox (no SMTP_URL):\n${mail.text}`,
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
