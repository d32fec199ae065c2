import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { taskPerLayer } from './task-per-layer.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'task-per-layer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A page of three chunks: `timer` starts a timer, then `app` runs, then the entry. The app reads
 * whether the timer has fired, so whether it ran in a task after the one that started the timer.
 */
async function buildPage(layers: readonly string[]): Promise<{ readonly appRanAfterTimer: boolean }> {
  const out = path.join(dir, layers.join('-') || 'none');
  writeFileSync(
    path.join(dir, 'timer.js'),
    'globalThis.fired = false;\nsetTimeout(() => { globalThis.fired = true; }, 0);\n',
  );
  writeFileSync(path.join(dir, 'app.js'), 'export const appRanAfterTimer = globalThis.fired;\n');
  writeFileSync(path.join(dir, 'main.js'), "import './timer.js';\nexport { appRanAfterTimer } from './app.js';\n");
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [taskPerLayer(layers)],
    build: {
      outDir: out,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(dir, 'main.js'),
        preserveEntrySignatures: 'strict',
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: '[name].js',
          codeSplitting: {
            groups: [
              { name: 'timer', test: /timer\.js$/ },
              { name: 'app', test: /app\.js$/ },
            ],
          },
        },
      },
    },
  });
  // Run by Node itself, as a browser would run the chunks: native modules, top-level await and all.
  const url = pathToFileURL(path.join(out, 'main.js')).href;
  const script = `const page = await import(${JSON.stringify(url)}); console.log(page.appRanAfterTimer);`;
  const printed = execFileSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' });
  return { appRanAfterTimer: printed.trim() === 'true' };
}

describe('taskPerLayer', () => {
  it("runs a layer's chunk in a task after the one its importer began in", async () => {
    expect((await buildPage(['app'])).appRanAfterTimer).toBe(true);
  });

  it('leaves other chunks to run at once', async () => {
    expect((await buildPage([])).appRanAfterTimer).toBe(false);
  });
});
