import { useState } from 'react';
import { Anchor, Divider, Modal, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@lineup/contract/constants';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in.tsx';
import { PasswordSignInForm } from '#web/features/auth/components/password-sign-in-form.tsx';
import { PhoneSignInForm } from '#web/features/auth/components/phone-sign-in-form.tsx';
import { closeAuthDialog, type LoginMethod, type LoginNotice } from '#web/lib/auth-dialog.ts';

interface LoginDialogProps {
  readonly opened: boolean;
  readonly method: LoginMethod | undefined;
  readonly notice: LoginNotice | undefined;
  /** The e-mail typed in another dialog, when the visitor comes back from it. */
  readonly email: string;
}

function LoginContent({ method: requested, notice, email }: Omit<LoginDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<LoginMethod>(
    () => requested ?? (params.get('type') === 'token' ? 'token' : 'password'),
  );
  const googleClientId = usePublicConfig().data?.googleClientId ?? null;
  return (
    <Stack gap="md">
      {method === 'password' ? (
        <PasswordSignInForm notice={notice} initialEmail={email} onClose={closeAuthDialog} />
      ) : (
        <PhoneSignInForm onClose={closeAuthDialog} />
      )}
      <Divider label={t('auth.or')} labelPosition="center" />
      {googleClientId ? <GoogleSignIn clientId={googleClientId} /> : null}
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => setMethod(method === 'password' ? 'token' : 'password')}
      >
        {method === 'password' ? t('auth.login.usePhone') : t('auth.login.useEmail')}
      </Anchor>
    </Stack>
  );
}

/** The spec's login dialog (450 px): e-mail and password, or phone and code with `?type=token`; Google when configured. */
export function LoginDialog({ opened, method, notice, email }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={closeAuthDialog}
      title={t('auth.login.title')}
      size={DIALOG_WIDTH}
      centered
      withCloseButton={false}
      data-testid="login-dialog"
    >
      <LoginContent method={method} notice={notice} email={email} />
    </Modal>
  );
}
