import { readFileSync } from 'node:fs';
import path from 'node:path';

export const VERSION: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
