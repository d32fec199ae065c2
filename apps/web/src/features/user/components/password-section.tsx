import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lineup/contract/auth';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { errorText, fieldError } from '#web/lib/error-text.ts';
import { changePassword } from '#web/features/user/api/change-password.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { PasswordField } from '#web/components/ui/password-field.tsx';

/** Changing the password signs out the account's other browsers (the server does it). */
export function PasswordSection() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      setCurrent('');
      setNext('');
      setRepeat('');
      showSuccess(answer.message);
    },
  });
  const mismatch = repeat !== '' && repeat !== next;
  const ready = current !== '' && next.length >= PASSWORD_MIN_LENGTH && repeat === next;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !change.isPending) change.mutate({ currentPassword: current, newPassword: next });
  };
  const currentError = fieldError(change.error, 'currentPassword', t);
  const nextError = fieldError(change.error, 'newPassword', t);
  return (
    <SectionCard
      id="user-password"
      title={t('user.password.title')}
      description={t('user.password.text')}
      icon={<IconLock size={20} aria-hidden />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('user.password.current')}
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={currentError}
          />
          <PasswordField
            label={t('user.password.new')}
            description={t('user.password.hint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            error={nextError}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <PasswordField
            label={t('user.password.repeat')}
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={mismatch ? t('user.password.mismatch') : undefined}
          />
          {change.isError && !currentError && !nextError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              {errorText(change.error, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={change.isPending}>
              {t('user.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
