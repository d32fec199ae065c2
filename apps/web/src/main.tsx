import { STORAGE_KEYS } from '@lineup/contract/constants';
import { startFirstScreen } from '#web/app/first-screen.ts';
import { keepEarlyClick } from '#web/lib/early-click.ts';
import { firstIntent } from '#web/lib/first-intent.ts';
import { loadApp } from '#web/lib/load-app.ts';
import { capturePendingInvitation } from '#web/lib/pending-invitation.ts';
import { PRIVACY_DISMISSED_ATTRIBUTE, isPrivacyNoticeDismissed } from '#web/lib/privacy-notice.ts';
import { readItem } from '#web/lib/storage.ts';
import { makeZodJitless } from '#web/lib/zod-jitless.ts';

makeZodJitless();
// The router reads the address as soon as its module loads: take an invitation link's token out first.
capturePendingInvitation();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
// The server sends the Start page prerendered in the reader's language: React takes it over once the
// screen's chunk is here. A click on it before then is kept and given again afterwards.
const prerenderedIn = window.location.pathname === '/' ? root.dataset.prerendered : undefined;
const earlyClick = prerenderedIn ? keepEarlyClick(root) : null;

// A visitor who is not signed in and came to the Start page itself reads it as the server sent it:
// the app (React, the router, the texts) loads at their first sign of using it (a touch, a key, the
// pointer moving) or as they near the contact details it fills in, not before. Anyone signed in, or
// sent with a question (`?login=true`, an invitation), gets the app at once.
const token = readItem(STORAGE_KEYS.authToken);
const plainVisit =
  prerenderedIn !== undefined && window.location.search === '' && window.location.hash === '' && token === null;
if (plainVisit) {
  // The prerendered privacy balloon stays hidden for a visitor who closed it before (its styles read this).
  if (isPrivacyNoticeDismissed()) document.documentElement.setAttribute(PRIVACY_DISMISSED_ATTRIBUTE, '');
  await firstIntent(window, document.getElementById('start-contact'));
}
await startFirstScreen(window.location.pathname, token);
// Should the app's module not arrive (a newer version replaced its files), the page loads again once.
const { boot } = await loadApp(() => import('#web/boot.tsx'));
await boot(root, prerenderedIn, earlyClick);
