import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canGrantRole } from '@lineup/contract/access';
import { SCHOOL_ROLES, type Role, type SchoolRole } from '@lineup/contract/roles';
import { errorText, fieldError } from '#web/lib/error-text.ts';
import { inviteMember } from '#web/features/user/api/invite-member.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { invitationKeys } from '#web/features/user/api/keys.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invites someone by e-mail with a role; the e-mail carries a link to accept. */
export function InviteForm({ schoolId, callerRole }: { schoolId: string; callerRole: Role }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SchoolRole>('staff');
  const send = useMutation({
    mutationFn: () => inviteMember(email.trim(), role),
    onSuccess: async (invitation) => {
      setEmail('');
      showSuccess(t('user.invite.sent', { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: invitationKeys.all(schoolId) });
    },
  });
  // Only the roles this caller may give are offered (the server applies the same rule).
  const grantable = SCHOOL_ROLES.filter((candidate) => canGrantRole(callerRole, candidate));
  const valid = EMAIL.test(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !send.isPending) send.mutate();
  };
  const emailError = fieldError(send.error, 'email', t);
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
            data={grantable.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => {
              const next = grantable.find((candidate) => candidate === value);
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
