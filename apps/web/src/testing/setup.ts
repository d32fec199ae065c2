import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, vi } from 'vitest';
import { closeAuthDialog } from '#web/lib/auth-dialog.ts';
import { i18n, i18nReady } from '#web/lib/i18n.ts';
import { detectLanguage } from '#web/lib/reader-language.ts';
import { clearLanguageCookie } from '#web/lib/language-cookie.ts';
import { clearSession } from '#web/lib/session.ts';
import { installMatchMedia, setWindowWidth } from '#web/testing/window-width.ts';
import { resetMockApi } from './mock-api.ts';

// `findBy…` waits for a lazy route or a fetch; on a busy machine (CI runs its test runners side by
// side) the first render of a file, which loads the screen's modules, can take several seconds. A
// passing wait ends as soon as its element is there; only a failing one uses the whole 10 s,
// well within the test's own 20 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine and the router call.
installMatchMedia();

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

// Test files share their worker and the modules it loaded (isolate: false): each file starts in
// the language a fresh browser would get, whatever the file before it chose.
beforeAll(async () => {
  clearLanguageCookie();
  await i18nReady;
  await i18n.changeLanguage(detectLanguage());
});

afterEach(() => {
  cleanup();
  // The sign-in dialog's state is app-wide: one test's open dialog must not show in the next.
  closeAuthDialog();
  // Toasts live in a module-wide store, too.
  notifications.clean();
  window.localStorage.clear();
  // Signed out, so what the session remembers in memory (list searches) goes with it.
  clearSession();
  // Fetch back to the real one, the test's calls and cached answers forgotten.
  resetMockApi();
  setWindowWidth(null);
});
