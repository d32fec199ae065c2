import { describe, expect, it } from 'vitest';
import { APP_RELOADED_KEY, loadApp, type AppTab } from '#web/lib/load-app.ts';

/** A tab with its own session storage that counts its reloads. */
function tab(storage: Map<string, string> | null = new Map()) {
  const counted = { reloads: 0 };
  const shown: AppTab = {
    storage: storage && {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    reload: () => void counted.reloads++,
  };
  return { shown, counted, storage };
}

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'loaded',
      () => 'failed',
    ),
    new Promise((resolve) => setTimeout(resolve, 20, 'waiting')),
  ]);

describe('loadApp', () => {
  it('gives the module and forgets an earlier reload', async () => {
    const t = tab(new Map([[APP_RELOADED_KEY, '1000']]));
    await expect(loadApp(() => Promise.resolve({ boot: 'app' }), t.shown)).resolves.toEqual({ boot: 'app' });
    expect(t.counted.reloads).toBe(0);
    expect(t.storage?.has(APP_RELOADED_KEY)).toBe(false);
  });

  it('loads the page again once when the module does not arrive, and lets a second failure stand', async () => {
    const t = tab();
    // The page goes away on reload: the load never settles.
    expect(await settled(loadApp(gone, t.shown, () => 100_000))).toBe('waiting');
    expect(t.counted.reloads).toBe(1);
    expect(t.storage?.get(APP_RELOADED_KEY)).toBe('100000');
    // Reloaded, it fails again within the minute: no loop.
    await expect(loadApp(gone, t.shown, () => 130_000)).rejects.toThrow(/dynamically imported/);
    expect(t.counted.reloads).toBe(1);
    // Later in the same tab (a new version again): one more reload.
    expect(await settled(loadApp(gone, t.shown, () => 200_000))).toBe('waiting');
    expect(t.counted.reloads).toBe(2);
  });

  it('does not reload where the tab keeps nothing, since nothing would stop a loop', async () => {
    const t = tab(null);
    await expect(loadApp(gone, t.shown)).rejects.toThrow(TypeError);
    expect(t.counted.reloads).toBe(0);
  });
});
