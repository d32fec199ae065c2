import { useState, type FormEvent } from 'react';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@lineup/contract/constants';
import { requestPasswordReset } from '#web/features/auth/api/password-reset.ts';
import { resendActivation } from '#web/features/auth/api/resend-activation.ts';
import { DialogActions } from '#web/features/auth/components/dialog-actions.tsx';
import { toastFailure } from '#web/features/auth/hooks/toast-failure.ts';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';

/** The two e-mails a visitor may ask for from the login dialog: a password-reset link or a new activation link. */
export type EmailLinkKind = 'forgot' | 'resend';

const SEND = { forgot: requestPasswordReset, resend: resendActivation } as const;

function EmailLinkForm({ kind, initialEmail }: { kind: EmailLinkKind; initialEmail: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const filled = email.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || pending) return;
    setPending(true);
    try {
      setSent((await SEND[kind](email.trim())).message);
    } catch (failure) {
      toastFailure(failure, t);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{kind === 'forgot' ? t('auth.forgot.text') : t('auth.resend.text')}</Text>
        {sent ? (
          <Alert color="green" variant="light" role="status" icon={<IconMailCheck aria-hidden />}>
            {sent}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <DialogActions
          switchLabel={t('auth.forgot.backToLogin')}
          onSwitch={() => openAuthDialog('login', { email })}
          onClose={closeAuthDialog}
          submitLabel={kind === 'forgot' ? t('auth.forgot.submit') : t('auth.resend.submit')}
          submitDisabled={!filled}
          pending={pending}
        />
      </Stack>
    </form>
  );
}

/** Asks by e-mail for a password-reset link or a new activation link; the answer reads the same for every address. */
export function EmailLinkDialog({ kind, opened, email }: { kind: EmailLinkKind; opened: boolean; email: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={closeAuthDialog}
      title={kind === 'forgot' ? t('auth.forgot.title') : t('auth.resend.title')}
      size={DIALOG_WIDTH}
      centered
      withCloseButton={false}
    >
      {opened ? <EmailLinkForm kind={kind} initialEmail={email} /> : null}
    </Modal>
  );
}
