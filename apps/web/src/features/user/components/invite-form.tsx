import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCHOOL_ROLES, type SchoolRole } from '@lineup/contract/roles';
import { errorText, fieldError } from '#web/features/schools/error-text.ts';
import { inviteMember } from '#web/features/user/api/invite-member.ts';
import { showSuccess } from '#web/lib/toast.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invites someone by e-mail with a role; the e-mail carries a link to accept. */
export function InviteForm({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SchoolRole>('staff');
  const send = useMutation({
    mutationFn: () => inviteMember(email.trim(), role),
    onSuccess: async (invitation) => {
      setEmail('');
      showSuccess(t('user.invite.sent', { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: ['school', schoolId, 'invitations'] });
    },
  });
  const valid = EMAIL.test(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !send.isPending) send.mutate();
  };
  const emailError = fieldError(send.error, 'email');
  return (
    <form onSubmit={submit} noValidate aria-label={t('user.invite.title')}>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('user.invite.email')}
            type="email"
            autoComplete="off"
            placeholder={t('user.invite.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
            style={{ flex: '2 1 220px' }}
          />
          <Select
            label={t('user.invite.role')}
            data={SCHOOL_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => {
              const next = SCHOOL_ROLES.find((candidate) => candidate === value);
              if (next) setRole(next);
            }}
            style={{ flex: '1 1 140px' }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!valid}
            loading={send.isPending}
            style={{ flex: '0 0 auto' }}
          >
            {t('user.invite.submit')}
          </Button>
        </Group>
        {send.isError && !emailError ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {errorText(send.error, t)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
