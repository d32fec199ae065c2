import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the e2e server's real SMTP peer writes each received mail and the SMS sender appends
 * its messages. Keyed by the port, so the server (e2e/serve.ts) and the tests agree without
 * passing anything, and two runs on different ports keep apart.
 */
const port = process.env.E2E_PORT ?? process.env.PORT ?? '3100';
export const OUTBOX_DIR = path.join(tmpdir(), `lineup-e2e-outbox-${port}`);
export const MAIL_DIR = path.join(OUTBOX_DIR, 'mail');
export const SMS_FILE = path.join(OUTBOX_DIR, 'sms.jsonl');
