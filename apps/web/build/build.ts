import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import BeastiesModule from 'beasties';
import { JSDOM } from 'jsdom';
import { build, type Rolldown } from 'vite';
import { LANGUAGES, type Language } from '@lineup/contract/languages';
import { SCREEN_ROUTES } from '@lineup/contract/routes';
import { chunkLayers, layerGroups, type Layers } from './chunk-layers.ts';
import { startPageAssets, type Manifest } from './start-page-assets.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';

// `npm run build`: the web app, the Start page prerendered in each language with its critical CSS
// inlined, a check of what the Start page loads, and every file precompressed (brotli and gzip).
const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
/**
 * Gzipped JavaScript the Start page may run before the reader begins to use it (the page is
 * prerendered and whole without it; main.tsx loads the app at the first touch, key or movement).
 */
const BEFORE_USE_JS_BUDGET = 100 * 1024;
/**
 * Gzipped JavaScript the Start page loads once in use. React, React Router and i18next alone take
 * about 105 KiB; the ceiling stops growth and comes down as the page sheds more.
 */
const START_PAGE_JS_BUDGET = 250 * 1024;
// beasties' type declarations read as CommonJS; at run time its default export is the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

type RenderStartPage = (language: Language) => Promise<string>;

async function loadRenderer(): Promise<RenderStartPage> {
  // Inside the workspace, so that the rendering code finds the app's libraries.
  const outDir = path.join(webRoot, 'node_modules/.cache/prerender');
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  // The app's modules expect a browser (storage, cookies, the address): a first visit's, empty.
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history']) {
    Object.defineProperty(globalThis, name, { value: window[name as keyof typeof window], configurable: true });
  }
  const entry = readdirSync(outDir).find((file) => /^prerender\.m?js$/.test(file));
  if (!entry) throw new Error('The prerender build wrote no entry.');
  const module = (await import(pathToFileURL(path.join(outDir, entry)).href)) as { renderStartPage: RenderStartPage };
  return module.renderStartPage;
}

function heroText(language: Language): string {
  const file = path.join(webRoot, 'src/features/start/locales', `${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { start: { headline: string } }).start.headline;
}

/**
 * The shell with the rendered page in #root and its styles linked (for the critical CSS). The
 * scripts beyond the entry's own are not preloaded: high-priority requests ahead of the first paint
 * delay it on a slow line, while the page is already readable without them.
 */
function startPageHtml(template: string, language: Language, body: string, manifest: Manifest): string {
  const { styles } = startPageAssets(manifest, language);
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
  const html = template
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${body}</div>`);
  if (html === template) throw new Error('index.html lacks the parts the prerendered page fills in.');
  return html;
}

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

function precompress(): void {
  for (const file of filesUnder(dist).filter((name) => COMPRESSIBLE.test(name))) {
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Each screen's module, by the route table's screen key (src/app/routes/screens.ts). */
function screenModules(): Map<string, string> {
  const source = readFileSync(path.join(webRoot, 'src/app/routes/screens.ts'), 'utf8');
  const modules = new Map(
    [...source.matchAll(/^\s*(\w+): \(\) => import\('#web\/([^']+)'\),$/gm)].map(([, key, file]) => [
      key ?? '',
      path.join(webRoot, 'src', file ?? ''),
    ]),
  );
  const missing = SCREEN_ROUTES.filter((route) => !modules.has(route.screen));
  if (missing.length > 0) throw new Error(`screens.ts lists no module for ${missing.map((route) => route.screen)}.`);
  return modules;
}

/** A first build, not written, tells which modules each layer of chunks takes (build/chunk-layers.ts). */
async function findLayers(): Promise<Layers> {
  const output = (await build({ root: webRoot, logLevel: 'warn', build: { write: false } })) as Rolldown.RolldownOutput;
  const screens = screenModules();
  const source = (file: string) => path.join(webRoot, 'src', file);
  return chunkLayers(
    output.output.filter((item) => item.type === 'chunk'),
    {
      entry: source('main.tsx'),
      app: source('boot.tsx'),
      signedIn: source('app/routes/guarded-layout.tsx'),
      screens: [...screens.values()],
      publicScreens: SCREEN_ROUTES.filter((route) => route.access === 'public').map(
        (route) => screens.get(route.screen) ?? '',
      ),
    },
  );
}

const layers = await findLayers();
await build({
  root: webRoot,
  build: { rolldownOptions: { output: { codeSplitting: { groups: layerGroups(layers) } } } },
});
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const renderStartPage = await loadRenderer();
// Only the rules the rendered page uses go inline. The full sheets are not linked: the scripts add
// them to the head as they load, before the page is taken over, which keeps them ahead of the theme
// variables Mantine renders in the body (the CSP allows no inline handler to load them late instead).
// The styles React renders inside the page (Mantine's variables) must stay as rendered, for hydration.
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  reduceInlineStyles: false,
  mergeStylesheets: false,
  // Rules for states the page has before the app loads but not when rendered (a balloon closed before).
  allowRules: [/data-privacy-dismissed/],
  logLevel: 'warn',
});
mkdirSync(path.join(dist, 'start'), { recursive: true });

const problems: string[] = [];
for (const language of LANGUAGES) {
  const body = await renderStartPage(language);
  if (!body.includes(escapeHtml(heroText(language)))) problems.push(`The ${language} Start page lacks its headline.`);
  const html = (await beasties.process(startPageHtml(template, language, body, manifest))).replace(
    /<link rel="stylesheet"[^>]*>/g,
    '',
  );
  writeFileSync(path.join(dist, 'start', `${language}.html`), html);
  for (const [beforeUse, budget, when] of [
    [true, BEFORE_USE_JS_BUDGET, 'before it is used'],
    [false, START_PAGE_JS_BUDGET, 'once in use'],
  ] as const) {
    const scripts = startPageAssets(manifest, language, { beforeUse }).scripts;
    const kib = scripts.reduce((total, file) => total + gzippedSize(file), 0) / 1024;
    process.stdout.write(
      `Start page (${language}): ${scripts.length} scripts, ${kib.toFixed(1)} KiB gzipped ${when}\n`,
    );
    if (kib * 1024 > budget) {
      problems.push(
        `The ${language} Start page loads ${kib.toFixed(1)} KiB of gzipped JavaScript ${when} (at most ${budget / 1024}).`,
      );
    }
  }
}
// The manifest served its purpose; it is not for the browser.
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
precompress();
// The rendering code leaves timers behind (query caches, the page's own delays): nothing is left to do.
process.exit(0);
