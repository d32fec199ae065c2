import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXES } from '../../../../scripts/patch-dependencies.ts';

const fix = FIXES.find((candidate) => candidate.packageName === '@electric-sql/pglite');
const packageDir = path.resolve(import.meta.dirname, '../../../../node_modules/@electric-sql/pglite');

describe('PGlite type parsers', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('the installed PGlite carries the fix that stops copying the parser map per statement', () => {
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
    expect(fix?.version, 'scripts/patch-dependencies.ts was written for another PGlite: re-check the fix').toBe(
      version,
    );
    for (const file of fix?.files ?? []) {
      expect(readFileSync(path.join(packageDir, file), 'utf8'), file).toMatch(fix?.applied ?? /never/);
    }
  });

  it('a query with its own parsers uses them first and the defaults for every other type', async () => {
    const result = await client.query<{ n: unknown; at: unknown; ok: unknown }>(
      `select 42::int4 as n, timestamptz '2026-01-02 03:04:05+00' as at, true as ok`,
      [],
      { parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw:${value}` } },
    );
    expect(result.rows[0]).toEqual({ n: 42, at: 'raw:2026-01-02 03:04:05+00', ok: true });
  });

  it('a query without parsers keeps the defaults', async () => {
    const result = await client.query<{ at: unknown }>(`select timestamptz '2026-01-02 03:04:05+00' as at`);
    expect(result.rows[0]?.at).toBeInstanceOf(Date);
  });
});
