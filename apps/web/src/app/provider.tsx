// Mantine's global styles; each component's own stylesheet comes with the chunk that uses it (vite.config.ts).
// All in Mantine's cascade layer, below the app's own styles whatever order the sheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Drawer, MantineProvider, mergeThemeOverrides, Modal, Notification } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from '#web/app/theme.ts';
import { i18n } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';

// Under Vitest, Mantine skips transitions and portals so that dropdowns and dialogs are in the DOM at once.
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

/**
 * Every dialog's, drawer's and notification's close button (the ×) is named in the interface's
 * language, apart from the "Close" buttons some dialogs show among their actions.
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('common.dismissDialog');
  const dismiss = t('common.dismissNotification');
  const localized = useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
        Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': dismiss } } }),
      },
    });
  }, [close, dismiss]);
  return (
    <MantineProvider
      theme={localized}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={MANTINE_ENV}
    >
      {children}
    </MantineProvider>
  );
}

const Toasts = lazy(() => import('#web/app/toasts.tsx'));
/** How long after the page has first drawn the toasts' code comes anyway, ready for the first. */
const TOASTS_READY_AFTER_MS = 3000;

/**
 * The toasts' container, with its code and styles, comes with the first toast, or a while after the
 * page has drawn: no page shows a toast as it opens, and nothing of it loads or runs before the
 * page's first paint. A toast asked for before it is there shows as it comes.
 */
function LateToasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), TOASTS_READY_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <LateToasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
