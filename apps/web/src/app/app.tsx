import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '#web/app/provider.tsx';
import { router } from '#web/app/router.ts';
import { i18nReady } from '#web/lib/i18n.ts';

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
