import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

const SCRIPT = 'export const hello = "world";'.repeat(20);

/** A web build as the build script writes it: hashed assets, the shell, the prerendered Start pages, each precompressed. */
function webBuild(): string {
  const web = mkdtempSync(path.join(tmpdir(), 'lineup-web-'));
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(web, 'start'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><div id="root"></div>',
    'assets/app-Ab12Cd34.js': SCRIPT,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'start/pt.html': '<!doctype html><html lang="pt"><h1>A sua escola de surf</h1>',
    'start/en.html': '<!doctype html><html lang="en"><h1>Your surf school</h1>',
    'start/de.html': '<!doctype html><html lang="de"><h1>Ihre Surfschule</h1>',
  };
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(web, file), content);
    writeFileSync(path.join(web, `${file}.gz`), gzipSync(content));
    writeFileSync(path.join(web, `${file}.br`), brotliCompressSync(content));
  }
  return web;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { WEB_DIST_DIR: webBuild() } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('web app delivery', () => {
  it('sends a hashed asset brotli-compressed when accepted, cached for a year as immutable', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('sends gzip to a browser that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzip = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes unhashed files and pages revalidate', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await get('/calendar', { 'accept-encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('answers / with the Start page prerendered in the language cookie’s language, then the browser’s, else Portuguese', async () => {
    const byCookie = await get('/', { cookie: 'lineup_language=de', 'accept-language': 'en-GB,en' });
    expect(byCookie.body).toContain('Ihre Surfschule');
    expect(byCookie.headers['cache-control']).toBe('no-cache');
    expect(byCookie.headers.vary).toMatch(/cookie/i);
    expect(byCookie.headers.vary).toMatch(/accept-language/i);
    expect((await get('/', { 'accept-language': 'en-GB,en;q=0.8' })).body).toContain('Your surf school');
    expect((await get('/', { 'accept-language': 'ja' })).body).toContain('A sua escola de surf');
    const compressed = await get('/', { 'accept-encoding': 'br', 'accept-language': 'en' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('text/html');
  });

  it('falls back to the plain shell for a language whose page the build did not write', async () => {
    const response = await get('/', { cookie: 'lineup_language=zh' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><div id="root"></div>');
  });
});
