import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward, IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resendActivation } from '#web/features/auth/api/resend-activation.ts';
import { toastFailure } from '#web/features/auth/hooks/toast-failure.ts';
import type { ActivationResult } from '#web/lib/auth-dialog.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** The result of an activation link; a bad one offers a new e-mail to the address typed above it. */
export function ActivationNotice({ result, email }: { result: ActivationResult; email: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  if (result === 'done') {
    return (
      <Alert
        color="green"
        variant="light"
        title={t('auth.activation.doneTitle')}
        icon={<IconCircleCheck aria-hidden />}
      >
        {t('auth.activation.done')}
      </Alert>
    );
  }
  const resend = async () => {
    setPending(true);
    try {
      showSuccess((await resendActivation(email.trim())).message);
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setPending(false);
    }
  };
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('auth.activation.invalidTitle')}
      icon={<IconAlertCircle aria-hidden />}
    >
      <Text size="sm">{t('auth.activation.invalid')}</Text>
      <Button
        mt="xs"
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconMailForward size={16} aria-hidden />}
        disabled={email.trim() === ''}
        loading={pending}
        onClick={() => void resend()}
      >
        {t('auth.activation.resend')}
      </Button>
    </Alert>
  );
}
