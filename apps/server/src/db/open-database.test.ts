import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const OPEN_DATABASE = path.join(import.meta.dirname, 'open-database.ts');

/**
 * Opens a database of `driver` in a process of its own and answers the files of PGlite's package it
 * loaded. PostgreSQL is asked at a port where nothing listens: its code loads, then it fails.
 */
async function pgliteFilesLoaded(driver: 'pglite' | 'postgres'): Promise<string[]> {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = [];
    registerHooks({
      resolve(specifier, context, next) {
        const result = next(specifier, context);
        if (result.url.includes('/@electric-sql/pglite/')) loaded.push(result.url);
        return result;
      },
    });
    const { openDatabase } = await import(${JSON.stringify(OPEN_DATABASE)});
    const url = 'postgres://lineup_app@127.0.0.1:1/none';
    const options = ${JSON.stringify(driver)} === 'pglite' ? { driver: 'pglite' } : { driver: 'postgres', url, migrationUrl: url };
    const database = await openDatabase(options).catch((error) => {
      if (error.name !== 'DatabaseUnreachableError') throw error;
    });
    await database?.close();
    console.log(JSON.stringify(loaded));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], {
    timeout: 60_000,
  });
  return JSON.parse(stdout) as string[];
}

describe('openDatabase', () => {
  it('loads PGlite only for PGlite: a server on PostgreSQL does not carry it', async () => {
    expect(await pgliteFilesLoaded('postgres')).toEqual([]);
    expect((await pgliteFilesLoaded('pglite')).length).toBeGreaterThan(0);
  }, 90_000);
});
