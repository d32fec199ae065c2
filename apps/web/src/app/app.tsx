import { RouterProvider } from 'react-router/dom';
import { findRoute } from '@lineup/contract/routes';
import { AppProvider } from '#web/app/provider.tsx';
import { router } from '#web/app/router.ts';
import { loadGuardedLayout, SCREEN_IMPORTERS, screenAt } from '#web/app/routes/screens.ts';
import { i18nReady } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** Settles when the reader's language is loaded. */
export function textsReady(): Promise<unknown> {
  return i18nReady;
}

/** Settles when the first screen's chunk is loaded and the router can render it without a fallback. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Reads what the frame and the screen at `pathname` show first into the query cache. */
async function firstReads(pathname: string): Promise<void> {
  const screen = SCREEN_IMPORTERS[screenAt(pathname)]();
  const frame = findRoute(pathname).access === 'public' ? null : loadGuardedLayout();
  await Promise.all([
    screen.then((module) => module.firstReads?.(queryClient)),
    frame?.then((module) => module.firstReads(queryClient)),
  ]);
}

/**
 * Settles when the first screen can be drawn whole: its chunk is in and what it shows first is in
 * the query cache. Should the answers take longer than `patienceMs` once the chunk is in, it settles
 * anyway and the screen draws what it has, its loaders standing in for the rest.
 */
export async function firstScreenReady(patienceMs: number): Promise<void> {
  await routerReady();
  const patience = new Promise<void>((resolve) => setTimeout(resolve, patienceMs));
  // A read that fails is the screen's to show once drawn.
  await Promise.race([firstReads(router.state.location.pathname).catch(() => undefined), patience]);
}
