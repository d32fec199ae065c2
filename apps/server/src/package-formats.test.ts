import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageTypeReader, resolveInPackage } from '../../../scripts/package-formats.ts';

describe("npm start's resolution inside installed packages", () => {
  let modules: string;
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
    writeFileSync(path.join(modules, file), text);
  };
  const url = (file: string) => pathToFileURL(path.join(modules, file)).href;

  beforeAll(() => {
    modules = path.join(mkdtempSync(path.join(tmpdir(), 'lineup-formats-')), 'node_modules');
    write('esm/package.json', JSON.stringify({ type: 'module', exports: { '.': './index.js' } }));
    write('esm/index.js');
    write('esm/sql/index.js');
    write('esm/cjs/package.json', JSON.stringify({ type: 'commonjs' }));
    write('esm/cjs/index.js');
    write('esm/other.cjs');
    write('plain/package.json', JSON.stringify({ name: 'plain' }));
    write('plain/index.js');
    write('plain/index.mjs');
  });

  it('answers a relative import of an existing file with the nearest package.json’s type', () => {
    const typeOf = packageTypeReader();
    expect(resolveInPackage('./sql/index.js', url('esm/index.js'), typeOf)).toEqual({
      url: url('esm/sql/index.js'),
      format: 'module',
    });
    expect(resolveInPackage('../cjs/index.js', url('esm/sql/index.js'), typeOf)).toEqual({
      url: url('esm/cjs/index.js'),
      format: 'commonjs',
    });
    expect(resolveInPackage('./other.cjs', url('esm/index.js'), typeOf)?.format).toBe('commonjs');
    expect(resolveInPackage('./index.mjs', url('plain/index.js'), typeOf)?.format).toBe('module');
  });

  it('leaves everything else to Node', () => {
    const typeOf = packageTypeReader();
    // A package without a type: Node tells by the source.
    expect(resolveInPackage('./index.js', url('plain/index.mjs'), typeOf)).toBeNull();
    // Bare names go through the package's exports; the app's own sources are not in node_modules.
    expect(resolveInPackage('esm', url('plain/index.js'), typeOf)).toBeNull();
    expect(resolveInPackage('./main.ts', pathToFileURL('/srv/lineup/apps/server/src/app.ts').href, typeOf)).toBeNull();
    expect(resolveInPackage('./sql/index.js', pathToFileURL('/srv/lineup/src/app.js').href, typeOf)).toBeNull();
    // A missing file gets Node's own error; a path leaving node_modules, Node's own answer.
    expect(resolveInPackage('./missing.js', url('esm/index.js'), typeOf)).toBeNull();
    expect(resolveInPackage('../../outside.js', url('esm/index.js'), typeOf)).toBeNull();
    expect(resolveInPackage('./index.json', url('esm/index.js'), typeOf)).toBeNull();
    expect(resolveInPackage('./sql/index.js', undefined, typeOf)).toBeNull();
  });

  it('stops at the nearest package.json, with or without a type', () => {
    const typeOf = packageTypeReader();
    write('esm/vendor/package.json', JSON.stringify({ name: 'vendor' }));
    write('esm/vendor/lib/index.js');
    expect(typeOf(path.join(modules, 'esm/vendor/lib'))).toBeNull();
    expect(resolveInPackage('./vendor/lib/index.js', url('esm/index.js'), typeOf)).toBeNull();
  });

  it('reads each package.json once', () => {
    const typeOf = packageTypeReader();
    expect(typeOf(path.join(modules, 'esm/sql'))).toBe('module');
    writeFileSync(path.join(modules, 'esm/package.json'), JSON.stringify({ type: 'commonjs' }));
    expect(typeOf(path.join(modules, 'esm/sql'))).toBe('module');
    expect(packageTypeReader()(path.join(modules, 'esm/sql'))).toBe('commonjs');
  });
});
