import { useLocation } from 'react-router';
import { findRoute, SCREEN_ROUTES, type ScreenKey } from '@lineup/contract/routes';

/** The screen a path opens, typed as a key of the route table (unknown paths are Start). */
export function screenOf(pathname: string): ScreenKey {
  const route = findRoute(pathname);
  return SCREEN_ROUTES.find((candidate) => candidate === route)?.screen ?? 'start';
}

export function useScreenKey(): ScreenKey {
  return screenOf(useLocation().pathname);
}
