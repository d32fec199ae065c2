import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '#web/app/provider.tsx';
import { createRoutes } from '#web/app/routes/routes.tsx';
import type { ScreenImporters } from '#web/app/routes/screens.ts';
import { setSession, type Session } from '#web/lib/session.ts';

/** Renders the real app routes at a path, optionally signed in. */
export function renderRoute(path: string, options: { session?: Session; importers?: ScreenImporters } = {}) {
  if (options.session) setSession(options.session, 'test-token');
  const router = createMemoryRouter(createRoutes(options.importers), { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
