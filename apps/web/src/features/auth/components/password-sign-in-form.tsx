import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { DialogActions } from '#web/features/auth/components/dialog-actions.tsx';
import { LoginNotice } from '#web/features/auth/components/login-notice.tsx';
import { ResendActivationButton } from '#web/features/auth/components/resend-activation-button.tsx';
import { useRememberedEmail } from '#web/features/auth/hooks/use-remembered-email.ts';
import { useSignIn } from '#web/features/auth/hooks/use-sign-in.ts';
import { openAuthDialog, type LoginNotice as Notice } from '#web/lib/auth-dialog.ts';
import { forgetRememberedEmail } from '#web/lib/session.ts';
import { showSuccess } from '#web/lib/toast.ts';

interface PasswordSignInFormProps {
  readonly notice: Notice | undefined;
  /** The e-mail typed in another dialog; otherwise the remembered one. */
  readonly initialEmail: string;
  readonly onClose: () => void;
}

export function PasswordSignInForm({ notice, initialEmail, onClose }: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const remembered = useRememberedEmail();
  const [email, setEmail] = useState(() => initialEmail || (remembered ?? ''));
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const { run, pending, error, notActivated } = useSignIn(t('auth.login.wrong'));
  const filled = email.trim() !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled && !pending) void run({ email: email.trim(), password });
  };

  const forget = () => {
    forgetRememberedEmail();
    setEmail('');
    showSuccess(t('auth.login.forgotten'));
    emailInput.current?.focus();
  };

  const showForget = remembered !== null && remembered !== '' && email.trim() === remembered;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {notice ? <LoginNotice notice={notice} email={email} /> : null}
        <TextInput
          ref={emailInput}
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus={email === '' ? true : undefined}
          description={
            showForget ? (
              <Text span size="xs" c="dimmed">
                {t('auth.login.notYou')}{' '}
                <Anchor component="button" type="button" size="xs" onClick={forget}>
                  {t('auth.login.forgetEmail')}
                </Anchor>
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus={email !== '' ? true : undefined}
        />
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog('forgot', { email })}>
            {t('auth.login.forgotPassword')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog('resend', { email })}>
            {t('auth.login.resendActivation')}
          </Anchor>
        </Group>
        <FormError>
          {error && notActivated ? (
            <>
              <Text size="sm">{error}</Text>
              <ResendActivationButton email={email} />
            </>
          ) : (
            error
          )}
        </FormError>
        <DialogActions
          switchLabel={t('auth.login.register')}
          onSwitch={() => openAuthDialog('signup')}
          onClose={onClose}
          submitLabel={t('auth.login.submit')}
          submitDisabled={!filled}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
