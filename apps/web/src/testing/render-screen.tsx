import type { ReactElement } from 'react';
import { queryClient } from '#web/lib/query-client.ts';
import { setSession, type Session } from '#web/lib/session.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

/** Renders one screen inside the app's providers, signed in, with a fresh query cache. */
export function renderScreen(element: ReactElement, options: { path?: string; session: Session }) {
  queryClient.clear();
  setSession(options.session, 'test-token');
  return renderWithRouter(element, options.path ?? '/');
}
