import { findRoute, SCREEN_ROUTES } from '@lineup/contract/routes';
import { loadGuardedLayout, SCREEN_IMPORTERS } from '#web/app/routes/screens.ts';
import { startEarlyRequests } from '#web/lib/early-requests.ts';
import { loadLocale } from '#web/lib/i18n-resources.ts';
import { detectLanguage } from '#web/lib/reader-language.ts';

/** What the signed-in frame asks as any signed-in screen opens: the profile, the unread badge, the school switch. */
const SIGNED_IN_FRAME_REQUESTS = ['/api/v1/me', '/api/v1/notifications/unread-count', '/api/v1/schools/mine'];

const ignore = () => undefined;

/**
 * Starts at once, beside the app's shell, what the first screen would otherwise ask for one after
 * the other as the shell runs: the reader's texts, the screen's chunk and, with a session on a
 * signed-in screen, the signed-in frame and its requests. The app finds them loaded or on their
 * way; a failure here is the app's to meet again and report.
 */
export function startFirstScreen(pathname: string, token: string | null): void {
  loadLocale(detectLanguage()).catch(ignore);
  const route = findRoute(pathname);
  const screen = SCREEN_ROUTES.find((candidate) => candidate === route)?.screen ?? 'start';
  SCREEN_IMPORTERS[screen]().catch(ignore);
  if (route.access === 'public' || token === null) return;
  loadGuardedLayout().catch(ignore);
  startEarlyRequests(SIGNED_IN_FRAME_REQUESTS, token);
}
