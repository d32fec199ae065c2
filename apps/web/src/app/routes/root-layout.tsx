import { useEffect, useState, type ComponentType } from 'react';
import { Progress } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '#web/lib/auth-dialog.ts';
import { loadChunk } from '#web/lib/chunk.ts';
import { screenOf } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session.ts';

const IDLE_AFTER_MS = 1500;

/**
 * The sign-in dialogs and their forms are a chunk of their own, so the first screen does not wait for
 * them: it loads when a dialog is asked for (a click, `?login=true`) or, for a visitor, once the page
 * has settled.
 */
function LazyAuthDialogs() {
  const dialog = useAuthDialog();
  const [params] = useSearchParams();
  const [idle, setIdle] = useState(false);
  const [loaded, setLoaded] = useState<{ Dialogs: ComponentType } | { error: unknown } | null>(null);
  // Someone signed in has no use for them until signed out (then a dialog or `?login=true` asks for them).
  const signedIn = useSession() !== null;
  const wanted = (idle && !signedIn) || dialog !== null || params.get('login') === 'true';
  useEffect(() => {
    const timer = setTimeout(() => setIdle(true), IDLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    loadChunk(() => import('#web/features/auth/components/auth-dialogs.tsx')).then(
      ({ AuthDialogs }) => setLoaded({ Dialogs: AuthDialogs }),
      (error: unknown) => setLoaded({ error }),
    );
  }, [wanted]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? <loaded.Dialogs /> : null;
}

function useScrollToTopOnNavigation(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

function useScreenTitle(pathname: string): void {
  const { t } = useTranslation();
  const screen = screenOf(pathname);
  useDocumentTitle(screen === 'start' ? t('app.name') : `${t(`screens.${screen}`)} · ${t('app.name')}`);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useScrollToTopOnNavigation(pathname);
  useScreenTitle(pathname);
  return (
    <>
      {navigation.state === 'idle' ? null : (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
        />
      )}
      <Outlet />
      <LazyAuthDialogs />
    </>
  );
}
