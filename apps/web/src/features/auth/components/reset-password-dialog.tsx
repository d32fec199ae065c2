import { useState, type FormEvent } from 'react';
import { Anchor, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@lineup/contract/constants';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lineup/contract/auth';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { resetPassword } from '#web/features/auth/api/password-reset.ts';
import { DialogActions } from '#web/features/auth/components/dialog-actions.tsx';
import { toastFailure } from '#web/features/auth/hooks/toast-failure.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';
import { showSuccess } from '#web/lib/toast.ts';

type Failure = { field: string } | { link: string } | null;

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return null;
  const field = error.fieldErrors.find((item) => item.path.endsWith('password'))?.message;
  if (field) return { field };
  return error.status === 409 ? { link: error.detail } : null;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const mismatch = repeat !== '' && repeat !== password;
  const ready = password !== '' && repeat === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    setFailure(null);
    try {
      showSuccess((await resetPassword({ token, password })).message);
      openAuthDialog('login', { notice: { kind: 'passwordChanged' } });
    } catch (error) {
      const known = failureOf(error);
      setFailure(known);
      if (!known) toastFailure(error, t);
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <PasswordField
          label={t('auth.reset.password')}
          description={t('auth.signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          error={failure && 'field' in failure ? failure.field : undefined}
          onChange={(event) => setPassword(event.currentTarget.value)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
        />
        <PasswordField
          label={t('auth.reset.repeat')}
          autoComplete="new-password"
          value={repeat}
          error={mismatch ? t('auth.reset.mismatch') : undefined}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <FormError>
          {failure && 'link' in failure ? (
            <>
              {failure.link}{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog('forgot')}>
                {t('auth.reset.askAgain')}
              </Anchor>
            </>
          ) : null}
        </FormError>
        <DialogActions
          switchLabel={t('auth.forgot.backToLogin')}
          onSwitch={() => openAuthDialog('login')}
          onClose={closeAuthDialog}
          submitLabel={t('auth.reset.submit')}
          submitDisabled={!ready}
          pending={pending}
        />
      </Stack>
    </form>
  );
}

/** Opened from a mailed password-reset link (`/?reset=<token>`): choose the new password, then sign in. */
export function ResetPasswordDialog({ opened, token }: { opened: boolean; token: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={closeAuthDialog}
      title={t('auth.reset.title')}
      size={DIALOG_WIDTH}
      centered
      withCloseButton={false}
    >
      {opened ? <ResetPasswordForm token={token} /> : null}
    </Modal>
  );
}
