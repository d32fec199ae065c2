import { STORAGE_KEYS } from '@lineup/contract/constants';
import { can, isSchoolRole, type Role } from '@lineup/contract/roles';
import { findRoute, type ScreenKey } from '@lineup/contract/routes';
import { kitTexts } from '#web/components/kit-texts.ts';
import { loadGuardedLayout, SCREEN_IMPORTERS, screenAt } from '#web/app/routes/screens.ts';
import { startEarlyRequests } from '#web/lib/early-requests.ts';
import { loadLocale } from '#web/lib/i18n-resources.ts';
import { detectLanguage } from '#web/lib/reader-language.ts';
import { localeLoaderFor, type LocaleLoaders } from '#web/lib/locale-loaders.ts';
import { nextTask } from '#web/lib/next-task.ts';
import { readItem } from '#web/lib/storage.ts';
import { parseSession } from '#web/lib/stored-session.ts';

/** What the signed-in frame asks as any signed-in screen opens: the profile, the unread badge, the school switch. */
const SIGNED_IN_FRAME_REQUESTS = ['/api/v1/me', '/api/v1/notifications/unread-count', '/api/v1/schools/mine'];

/** What a screen needs as it opens, beside its chunk: its requests for the stored role, and its texts. */
interface FirstNeeds {
  readonly requests?: (role: Role) => readonly string[];
  readonly texts?: readonly LocaleLoaders[];
}

/**
 * The account screen (the sections of features/user/user-screen.tsx): the invitations received and
 * the notifications; in a school, one's own staff record and, for those who manage users, the members.
 */
const FIRST_NEEDS: Partial<Record<ScreenKey, FirstNeeds>> = {
  user: {
    requests: (role) => [
      '/api/v1/invitations/received',
      '/api/v1/notifications',
      ...(isSchoolRole(role) ? ['/api/v1/me/staff'] : []),
      ...(isSchoolRole(role) && can(role, 'manage_users') ? ['/api/v1/members'] : []),
    ],
    texts: [kitTexts],
  },
};

const ignore = () => undefined;

/**
 * Starts at once, beside the app's shell, what the first screen would otherwise ask for one after
 * the other as the shell and then the screen run: the reader's texts, the screen's chunk and, with a
 * session on a signed-in screen, the signed-in frame, its requests and the screen's own first needs.
 * The app finds them loaded or on their way; a failure here is the app's to meet again and report.
 * Each request started costs the main thread a little: they go in four tasks, the largest files
 * first, so that none of them holds the page for long.
 */
export async function startFirstScreen(pathname: string, token: string | null): Promise<void> {
  const language = detectLanguage();
  const screen = screenAt(pathname);
  SCREEN_IMPORTERS[screen]().catch(ignore);
  loadLocale(language).catch(ignore);
  if (findRoute(pathname).access === 'public' || token === null) return;
  await nextTask();
  loadGuardedLayout().catch(ignore);
  const needs = FIRST_NEEDS[screen];
  for (const loaders of needs?.texts ?? []) localeLoaderFor(loaders, language)?.().catch(ignore);
  await nextTask();
  startEarlyRequests(SIGNED_IN_FRAME_REQUESTS, token);
  const role = parseSession(readItem(STORAGE_KEYS.session))?.profile;
  if (!needs?.requests || !role) return;
  await nextTask();
  startEarlyRequests(needs.requests(role), token);
}
