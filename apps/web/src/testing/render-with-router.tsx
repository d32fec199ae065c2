import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '#web/app/provider.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a piece of the app at a path, with the providers and a readout of where the router is. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const element = (
    <>
      {ui}
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
