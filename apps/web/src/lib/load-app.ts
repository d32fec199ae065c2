import { sessionStore } from '#web/lib/storage.ts';

/** sessionStorage key: when this tab was last loaded again because the app's module did not load. */
export const APP_RELOADED_KEY = 'lineupAppReloadedAt';

/** A tab shorter than this after its last reload does not reload again: the failure stands. */
const RELOAD_GUARD_MS = 60_000;

/** What `loadApp` needs of the browser's tab. */
export interface AppTab {
  /** The tab's session storage; null where the browser refuses it. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload(): void;
}

function browserTab(): AppTab {
  // Where the browser refuses storage there is no reload, since nothing would stop a loop.
  return { storage: sessionStore(), reload: () => window.location.reload() };
}

/**
 * The app's module (boot.tsx), as `importer` loads it. When it does not arrive (a newer version of
 * Lineup replaced the files this page names, or the network dropped it), the page is loaded again
 * once, fresh from the server, instead of staying blank or dead; a second failure in the same tab
 * within a minute stands, so a page that cannot load never reloads in a loop.
 */
export async function loadApp<T>(importer: () => Promise<T>, tab: AppTab = browserTab(), now = Date.now): Promise<T> {
  try {
    const module = await importer();
    tab.storage?.removeItem(APP_RELOADED_KEY);
    return module;
  } catch (error) {
    const last = Number(tab.storage?.getItem(APP_RELOADED_KEY) ?? Number.NEGATIVE_INFINITY);
    if (tab.storage === null || now() - last < RELOAD_GUARD_MS) throw error;
    tab.storage.setItem(APP_RELOADED_KEY, String(now()));
    tab.reload();
    // The page goes away; nothing runs after the reload.
    return new Promise<never>(() => undefined);
  }
}
