import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORAGE_KEYS } from '@lineup/contract/constants';

// What the Lighthouse scripts share: Debian's Chromium's flags, the app started as `npm start` starts
// it, and the demo Owner's session seeded in the browser.
const root = path.resolve(import.meta.dirname, '..');

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The app started as `npm start` starts it, in a process of its own on a fresh data directory; returns its stop. */
export async function startApp(port: number): Promise<() => void> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}.`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    child.kill('SIGTERM');
    child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  };
}

/** The demo Owner's session, stored where the web app keeps it (lib/session.ts). */
export async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/oauth/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.lineup.surf', password: 'lineup-demo-owner' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  const answer = (await response.json()) as { access_token: string; name: string; email: string; profile: string };
  return {
    [STORAGE_KEYS.authToken]: answer.access_token,
    [STORAGE_KEYS.session]: JSON.stringify({ name: answer.name, email: answer.email, profile: answer.profile }),
  };
}

/** Writes local storage for the app's origin through the DevTools protocol of the running browser. */
export async function seedStorage(chromePort: number, base: string, items: Record<string, string>): Promise<void> {
  const targets = (await fetch(`http://127.0.0.1:${chromePort}/json/list`).then((r) => r.json())) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('No browser page to seed storage in.');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((resolve) => {
      const own = ++id;
      socket.addEventListener('message', function answer(event) {
        if ((JSON.parse(String(event.data)) as { id?: number }).id !== own) return;
        socket.removeEventListener('message', answer);
        resolve();
      });
      socket.send(JSON.stringify({ id: own, method, params }));
    });
  await send('Page.navigate', { url: `${base}/privacy` });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const script = Object.entries(items)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join('');
  await send('Runtime.evaluate', { expression: script });
  // Storage stays for the run, the HTTP cache does not: the page loads as on a first visit.
  await send('Network.clearBrowserCache', {});
  socket.close();
}
