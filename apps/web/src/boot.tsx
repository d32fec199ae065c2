import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstScreenReady, routerReady, textsReady } from '#web/app/app.tsx';
import type { EarlyClick } from '#web/lib/early-click.ts';
import { i18n } from '#web/lib/i18n.ts';

/** How long the first screen waits for its answers once its code is in before it draws what it has. */
const FIRST_READS_PATIENCE_MS = 1500;

/** Runs `then` once the page it wraps has been taken over (its effects run after the whole commit). */
function Committed({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Starts the app in `root`: takes over the prerendered Start page when it is in the language the
 * app chose, else renders from scratch; either way a click kept meanwhile is given again once the
 * page is there. Loaded by main.tsx once the address is cleaned up; its imports come with it, in
 * parallel.
 */
export async function boot(root: HTMLElement, prerenderedIn: string | undefined, earlyClick: EarlyClick | null) {
  // The kept click is given again once the page's handlers are in place: given before, while the
  // page is still being taken over (a part of it loading), it would find no handler and be lost.
  const replay = () => earlyClick?.replay();
  const app = (
    <Committed then={replay}>
      <StrictMode>
        <App />
      </StrictMode>
    </Committed>
  );
  await textsReady();
  // The Start page, taken over or drawn anew, is there whole at the first commit: its screen's chunk is in.
  if (prerenderedIn !== undefined) await routerReady();
  // Any other screen first draws with what it shows read too: one render instead of a loader, the
  // frame, then each section again as its answer lands, each time holding the main thread.
  else await firstScreenReady(FIRST_READS_PATIENCE_MS);
  // Any other page, or a language the server did not guess, renders from scratch.
  if (prerenderedIn !== undefined && prerenderedIn === i18n.language) {
    hydrateRoot(root, app);
  } else {
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole screen.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
