import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The app as `npm start` runs it, on a data directory of its own for this run.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'lineup-e2e-'));
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
await import('../scripts/start.ts');
