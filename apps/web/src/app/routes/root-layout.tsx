import { useEffect } from 'react';
import { Progress } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthDialogs } from '#web/features/auth/components/auth-dialogs.tsx';
import { useProfileSync } from '#web/features/user/hooks/use-profile-sync.ts';
import { useSession } from '#web/lib/session.ts';
import { screenOf } from '#web/lib/screen.ts';

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
  useProfileSync(useSession() !== null);
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
      <AuthDialogs />
    </>
  );
}
