import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { appTextFiles, appTexts, mergeTexts } from './app-texts.ts';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** A source tree of locale files: `files` by path under src/. */
function sourceTree(files: Record<string, object>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'app-texts-'));
  for (const [file, texts] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(texts));
  }
  return root;
}

describe('the app-wide texts of a language', () => {
  it("take the shared file and every feature's but those loaded with their screens", () => {
    const files = appTextFiles(srcDir, 'en').map((file) => path.relative(srcDir, file));
    expect(files[0]).toBe(path.join('locales', 'en.json'));
    expect(files).toContain(path.join('features', 'user', 'locales', 'en.json'));
    expect(files).toContain(path.join('features', 'navigation', 'locales', 'en.json'));
    expect(files).not.toContain(path.join('features', 'lessons', 'locales', 'en.json'));
    expect(files).not.toContain(path.join('features', 'money', 'locales', 'en.json'));
    expect(files).not.toContain(path.join('features', 'lessons', 'week-of-events', 'locales', 'en.json'));
    expect(files.every((file) => file.endsWith('en.json'))).toBe(true);
  });

  it('refuse a key two files define', () => {
    const root = sourceTree({ 'a/en.json': { user: { a: 'A' } }, 'b/en.json': { user: { b: 'B' } } });
    expect(() => mergeTexts([path.join(root, 'a/en.json'), path.join(root, 'b/en.json')])).toThrow(
      'Translation key "user" is defined twice',
    );
  });

  it('are one module, so one chunk of their own: a page loads its language in one request', async () => {
    const root = sourceTree({
      'src/locales/en.json': { app: { name: 'Lineup' } },
      'src/locales/pt.json': { app: { name: 'Lineup' } },
      'src/features/user/locales/en.json': { user: { title: 'Account' } },
      'src/features/lessons/locales/en.json': { lessons: { title: 'Lessons' } },
    });
    writeFileSync(
      path.join(root, 'src/main.js'),
      "export const load = () => import('virtual:app-texts/en');\nexport const other = () => import('virtual:app-texts/pt');\n",
    );
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [appTexts(path.join(root, 'src'))],
      build: { write: false, lib: { entry: path.join(root, 'src/main.js'), formats: ['es'] } },
    })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
    const chunks = (Array.isArray(output) ? output[0]! : output).output.filter((item) => item.type === 'chunk');
    const english = chunks.filter((chunk) => chunk.code.includes('Account'));
    expect(english.map((chunk) => chunk.name)).toEqual(['locale-en']);
    const [chunk] = english;
    expect(chunk?.code).not.toContain('Lessons');
    expect(chunk?.imports).toEqual([]);
  });
});
