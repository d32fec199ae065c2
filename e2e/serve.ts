import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAIL_DIR, OUTBOX_DIR, SMS_FILE } from './support/outbox-paths.ts';
import { startSmtpOutbox } from './support/smtp-outbox.ts';

// The app as `npm start` runs it, on a data directory of its own for this run.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'lineup-e2e-'));
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';

// Real mail and SMS: a local SMTP peer writes each mail to MAIL_DIR, SMS go to a JSON-lines file.
rmSync(OUTBOX_DIR, { recursive: true, force: true });
const smtp = await startSmtpOutbox(MAIL_DIR);
process.env.SMTP_URL = smtp.url;
process.env.SMS_SENDER = 'file';
process.env.SMS_OUTBOX_FILE = SMS_FILE;
// Every journey signs in from the same address; the per-address limit is the server tests' to check.
process.env.AUTH_RATE_LIMIT_MAX ??= '1000';
// So is the API's: parallel workers, all from 127.0.0.1, make more calls a minute than one visitor.
process.env.RATE_LIMIT_MAX ??= '100000';
// The server tests prove the production cost; here each sign-in and registration need not take it.
process.env.PASSWORD_HASH_COST ??= '12';

await import('../scripts/start.ts');
