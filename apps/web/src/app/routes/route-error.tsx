import { useEffect } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkError } from '#web/components/ui/chunk-error.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { ChunkLoadError } from '#web/lib/chunk.ts';
import { clearSession } from '#web/lib/session.ts';

/** The spec's reaction to an unexpected error: forget the session (not the remembered e-mail) and go to Start. */
function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const atStart = useLocation().pathname === '/';
  useEffect(() => {
    console.error(error);
    clearSession();
    if (!atStart) void navigate('/', { replace: true });
  }, [atStart, error, navigate]);
  // Start itself failing would send the user back to it forever: offer a reload instead.
  if (!atStart) return <PageLoader />;
  return <ErrorPanel icon={<IconAlertTriangle size={32} aria-hidden />} title={t('errors.unexpected')} />;
}

export function RouteError() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkError reason={error.reason} />;
  return <UnexpectedError error={error} />;
}
