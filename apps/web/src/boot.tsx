import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { EarlyClick } from '#web/lib/early-click.ts';

/**
 * Starts the app in `root`: takes over the prerendered Start page when it is in the language the
 * app chose (then gives a click kept meanwhile again), else renders from scratch.
 */
export async function boot(root: HTMLElement, prerenderedIn: string | undefined, earlyClick: EarlyClick | null) {
  const { App, routerReady, textsReady } = await import('#web/app/app.tsx');
  const { i18n } = await import('#web/lib/i18n.ts');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  await textsReady();
  // Any other page, or a language the server did not guess, renders from scratch.
  if (prerenderedIn !== undefined && prerenderedIn === i18n.language) {
    await routerReady();
    hydrateRoot(root, app);
    earlyClick?.replay();
  } else {
    earlyClick?.drop();
    createRoot(root).render(app);
  }
}
