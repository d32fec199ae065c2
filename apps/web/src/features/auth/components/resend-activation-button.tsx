import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resendActivation } from '#web/features/auth/api/resend-activation.ts';
import { toastFailure } from '#web/features/auth/hooks/toast-failure.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** Sends a new activation e-mail to the address typed in the form; the answer's text becomes a toast. */
export function ResendActivationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
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
  );
}
