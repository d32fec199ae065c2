import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * SMS senders: `log` prints the message (local use), `webhook` posts JSON
 * `{ to, text }` to an SMS gateway, `file` appends JSON lines to a file (test outbox).
 */
export function createSmsSender(options: {
  kind: 'log' | 'webhook' | 'file';
  log: FastifyBaseLogger;
  webhookUrl: string | undefined;
  file: string | undefined;
}): SmsSender {
  if (options.kind === 'webhook' && options.webhookUrl) {
    const url = options.webhookUrl;
    return {
      async send(to, text) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  if (options.kind === 'file' && options.file) {
    const file = options.file;
    return { send: (to, text) => appendFile(file, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`) };
  }
  return {
    async send(to, text) {
      options.log.info(
        { to, development: true },
        `Development only, SMS_SENDER=log: SMS to ${to} not sent. ${text.replace(/\s+/g, ' ')}`,
      );
    },
  };
}
