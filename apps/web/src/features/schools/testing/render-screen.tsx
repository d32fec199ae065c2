import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '#web/app/provider.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { setSession, type Session } from '#web/lib/session.ts';

/** Renders one screen inside the app's providers, signed in, with a fresh query cache. */
export function renderScreen(element: ReactElement, options: { path?: string; session: Session }) {
  queryClient.clear();
  setSession(options.session, 'test-token');
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
