import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconMessage2Code } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_LENGTH } from '@lineup/contract/auth';
import { requestPhoneCode } from '#web/features/auth/api/request-phone-code.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { DialogActions } from '#web/features/auth/components/dialog-actions.tsx';
import { toastFailure } from '#web/features/auth/hooks/toast-failure.ts';
import { useSignIn } from '#web/features/auth/hooks/use-sign-in.ts';
import { openAuthDialog } from '#web/lib/auth-dialog.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** Spec section 5: the number needs its country code, as +351… or 00351…. */
export function hasCountryCode(phone: string): boolean {
  return /^(\+|00)[1-9]\d{6,}$/.test(phone.replace(/[\s().-]/g, ''));
}

/** Sign-in by phone plus the numeric code sent to it by SMS (`?type=token`). */
export function PhoneSignInForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const { run, pending, error } = useSignIn(t('auth.phone.wrong'));

  const checkPhone = (): boolean => {
    const valid = hasCountryCode(phone);
    setPhoneError(valid ? null : t('auth.phone.needsCountryCode'));
    return valid;
  };

  const sendCode = async () => {
    if (!checkPhone() || sending) return;
    setSending(true);
    try {
      showSuccess((await requestPhoneCode(phone.trim())).message);
      setSent(true);
      codeInput.current?.focus();
    } catch (failure) {
      toastFailure(failure, t);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.trim() === '' || code === '' || pending || !checkPhone()) return;
    void run({ phone: phone.trim(), token: code });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.phone.label')}
          type="tel"
          autoComplete="tel"
          placeholder={t('auth.phone.placeholder')}
          description={t('auth.phone.hint')}
          value={phone}
          error={phoneError}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            setPhoneError(null);
          }}
          data-autofocus
        />
        <Button
          variant="light"
          leftSection={<IconMessage2Code size={18} aria-hidden />}
          disabled={phone.trim() === ''}
          loading={sending}
          onClick={() => void sendCode()}
        >
          {sent ? t('auth.phone.sendAgain') : t('auth.phone.sendCode')}
        </Button>
        <TextInput
          ref={codeInput}
          label={t('auth.phone.code')}
          description={t('auth.phone.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <FormError>{error}</FormError>
        <DialogActions
          switchLabel={t('auth.login.register')}
          onSwitch={() => openAuthDialog('signup')}
          onClose={onClose}
          submitLabel={t('auth.login.submit')}
          submitDisabled={phone.trim() === '' || code === ''}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
