import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '@lineup/contract/languages';
import { AppProvider } from '#web/app/provider.tsx';
import { createRoutes } from '#web/app/routes/routes.tsx';
import { i18n, i18nReady } from '#web/lib/i18n.ts';

/**
 * The Start page as HTML in one language, rendered at build time (build/build.ts). The tree is the
 * one main.tsx hydrates: the same providers and routes, in a memory router at `/`.
 */
export async function renderStartPage(language: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/'] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  router.dispose();
  return html;
}
