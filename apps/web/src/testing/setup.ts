import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { closeAuthDialog } from '#web/lib/auth-dialog.ts';

// jsdom lacks the layout APIs Mantine and the router call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

afterEach(() => {
  cleanup();
  // The sign-in dialog's state is app-wide: one test's open dialog must not show in the next.
  closeAuthDialog();
  // Toasts live in a module-wide store, too.
  notifications.clean();
  window.localStorage.clear();
});
