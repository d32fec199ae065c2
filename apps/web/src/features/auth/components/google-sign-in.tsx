import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GOOGLE_BUTTON_DELAY_MS } from '@lineup/contract/constants';
import { signInWithGoogle } from '#web/features/auth/api/sign-in.ts';
import {
  loadGoogleScript,
  renderGoogleButton,
  type GoogleCredentialResponse,
} from '#web/features/auth/google/google-identity.ts';
import { useCompleteSignIn } from '#web/lib/complete-sign-in.ts';
import { currentLanguage } from '#web/lib/i18n.ts';

type Status = 'loading' | 'ready' | 'failed';

/** Google's sign-in button, shown only when the server has a Google client id. */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);
  const complete = useCompleteSignIn();

  const onCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    setError(null);
    if (!response.credential) {
      setError(t('auth.google.failed'));
      return;
    }
    signInWithGoogle(response.credential).then(complete, () => setError(t('auth.google.failed')));
  });

  const language = i18n.language;
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (text: string) => {
      setStatus('failed');
      setError(text);
    };
    loadGoogleScript().then(
      () => {
        // The spec's 100 ms delay: the dialog finishes opening before Google measures the container.
        timer = setTimeout(() => {
          if (cancelled || !container.current) return;
          try {
            renderGoogleButton(container.current, { clientId, locale: currentLanguage(), onCredential });
            setStatus('ready');
          } catch {
            fail(t('auth.google.buttonFailed'));
          }
        }, GOOGLE_BUTTON_DELAY_MS);
      },
      () => {
        if (!cancelled) fail(t('auth.google.loadFailed'));
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [clientId, language, t]);

  return (
    <Stack gap="xs" data-testid="google-sign-in">
      {status === 'loading' ? (
        <Text size="sm" c="dimmed" ta="center" role="status">
          <Loader size="xs" mr="xs" aria-hidden />
          {t('auth.google.loading')}
        </Text>
      ) : null}
      <Box ref={container} mih={status === 'ready' ? 44 : 0} style={{ display: 'flex', justifyContent: 'center' }} />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
