import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@lineup/contract/auth';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { register } from '#web/features/auth/api/register.ts';
import { DialogActions } from '#web/features/auth/components/dialog-actions.tsx';
import { toastFailure } from '#web/features/auth/hooks/toast-failure.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { closeAuthDialog, openAuthDialog } from '#web/lib/auth-dialog.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const { path, message } of error.fieldErrors) {
    const field = path.split('.').pop();
    if (field === 'email' || field === 'password') errors[field] ??= message;
  }
  return errors;
}

/** Registration: e-mail and password, Register disabled until both are filled. */
export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const filled = email.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || pending) return;
    setPending(true);
    setErrors({});
    try {
      const answer = await register({ email: email.trim(), password });
      if (answer.error) {
        showError(answer.message);
        setPending(false);
        return;
      }
      showSuccess(answer.message);
      onRegistered(email.trim());
    } catch (failure) {
      toastFailure(failure, t);
      setErrors(fieldErrorsOf(failure));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <PasswordField
          label={t('auth.password')}
          description={t('auth.signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <DialogActions
          switchLabel={t('auth.signup.login')}
          onSwitch={() => openAuthDialog('login')}
          onClose={closeAuthDialog}
          submitLabel={t('auth.signup.submit')}
          submitDisabled={!filled}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
