import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_LENGTH } from '@lineup/contract/auth';
import { errorText, fieldError } from '#web/lib/error-text.ts';
import { confirmPhoneChange, requestPhoneChange } from '#web/features/user/api/change-phone.ts';
import { applyMe } from '#web/lib/me/apply-me.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** A new phone number counts only once the code sent to it by SMS comes back. */
export function PhoneForm({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(phone ?? '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: requestPhoneChange,
    onSuccess: (answer, number) => {
      setSentTo(number);
      setCode('');
      showSuccess(answer.message);
    },
  });
  const confirm = useMutation({
    mutationFn: () => confirmPhoneChange(sentTo ?? '', code.trim()),
    onSuccess: async (me) => {
      await applyMe(queryClient, me);
      setSentTo(null);
      setValue(me.phone ?? '');
      showSuccess(t('user.phone.saved'));
    },
  });
  const number = value.trim();
  const changed = number !== '' && number !== (phone ?? '');
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !send.isPending) send.mutate(number);
  };
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '' && !confirm.isPending) confirm.mutate();
  };
  const sendError = send.isError ? (fieldError(send.error, 'phone', t) ?? errorText(send.error, t)) : undefined;
  const codeError = confirm.isError ? (fieldError(confirm.error, 'code', t) ?? errorText(confirm.error, t)) : undefined;
  return (
    <Stack gap="sm">
      <form onSubmit={sendCode} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('user.phone.label')}
            type="tel"
            autoComplete="tel"
            placeholder={t('user.phone.placeholder')}
            description={phone ? t('user.phone.hint') : t('user.phone.none')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setSentTo(null);
              send.reset();
            }}
            error={sendError}
            style={{ flex: 1 }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Button type="submit" mt={25} variant="light" disabled={!changed} loading={send.isPending}>
            {sentTo ? t('user.phone.sendAgain') : t('user.phone.sendCode')}
          </Button>
        </Group>
      </form>
      {sentTo ? (
        <form onSubmit={confirmCode} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('user.phone.code')}
              description={t('user.phone.codeHint', { phone: sentTo })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PHONE_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              error={codeError}
              style={{ flex: 1 }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-autofocus
              autoFocus
            />
            <Button type="submit" mt={25} disabled={code.trim().length === 0} loading={confirm.isPending}>
              {t('user.phone.confirm')}
            </Button>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
