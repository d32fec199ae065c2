import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Divider,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  type ComboboxItem,
} from '@mantine/core';
import { IconLink, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { canWrite } from '@lineup/contract/access';
import {
  STAFF_INVITATION_ROLES,
  type Staff,
  type StaffAccountOption,
  type StaffInvitationRole,
} from '@lineup/contract/staff';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText, fieldError } from '#web/lib/error-text.ts';
import { useMe } from '#web/lib/me/get-me.ts';
import { showSuccess } from '#web/lib/toast.ts';
import {
  staffAccountsQuery,
  useInviteStaffMember,
  useLinkStaffAccount,
} from '#web/features/staff/api/staff-account-api.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

/** The refusals of a link about the member chosen, in the staff's words. */
const MEMBER_CODES = ['missing', 'taken'] as const;

/** What the member box says about a refused link, if the refusal is about the member chosen. */
function memberError(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = error.fieldErrors.find((entry) => entry.path.endsWith('accountId'))?.code;
  const known = MEMBER_CODES.find((candidate) => candidate === code);
  return known ? t(`staff.account.errors.${known}`) : fieldError(error, 'accountId', t);
}

/** What an invitation's refusal says: an e-mail that is a member's points to the link above. */
function inviteError(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.reason === 'already_member' && typeof error.params.email === 'string') {
    return t('staff.account.invite.memberExists', { email: error.params.email });
  }
  return errorText(error, t);
}

const labelOf = (option: StaffAccountOption) => (option.name ? `${option.name} · ${option.email}` : option.email);

/** A member as the choice shows them: who, with their role, and the record they are linked to, if another. */
function MemberOption({ option, member }: { readonly option: StaffAccountOption; readonly member: Staff }) {
  const { t } = useTranslation();
  const elsewhere = option.staffId !== null && option.staffId !== member.id;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {labelOf(option)}
      </Text>
      <Text size="xs" c="dimmed">
        {elsewhere
          ? `${t(`roles.${option.role}`)} · ${t('staff.account.linkedTo', { name: option.staffName ?? '' })}`
          : t(`roles.${option.role}`)}
      </Text>
    </Stack>
  );
}

interface LinkFormProps {
  readonly member: Staff;
  readonly schoolId: string;
  readonly opened: boolean;
  readonly onDone: () => void;
}

/** Chooses the member of the school who is this person. */
function LinkForm({ member, schoolId, opened, onDone }: LinkFormProps) {
  const { t } = useTranslation();
  const options = useQuery({ ...staffAccountsQuery(schoolId), enabled: opened });
  const [accountId, setAccountId] = useState<string | null>(member.accountId);
  const [unchosen, setUnchosen] = useState(false);
  const link = useLinkStaffAccount(schoolId, member.id);
  const byId = new Map((options.data ?? []).map((option) => [option.accountId, option]));
  const data: ComboboxItem[] = (options.data ?? []).map((option) => ({
    value: option.accountId,
    label: labelOf(option),
    disabled: option.staffId !== null && option.staffId !== member.id,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (link.isPending) return;
    if (!accountId) {
      setUnchosen(true);
      return;
    }
    link.mutate(accountId, {
      onSuccess: (saved) => {
        showSuccess(t('staff.account.linked', { name: saved.name, account: saved.account?.email ?? '' }));
        onDone();
      },
      // Someone else may have changed the links meanwhile: the choice shows them as they are now.
      onError: () => void options.refetch(),
    });
  };
  const chosenError = memberError(link.error, t);
  const error = unchosen ? t('staff.account.chooseMember') : chosenError;
  const formError = link.isError && !chosenError ? errorText(link.error, t) : null;
  return (
    <form onSubmit={submit} noValidate data-testid="staff-account-link">
      <Stack gap="md">
        <Text size="sm">{t('staff.account.linkText', { name: member.name })}</Text>
        <Select
          label={t('staff.account.member')}
          placeholder={t('staff.account.memberPlaceholder')}
          data={data}
          value={accountId}
          onChange={(value) => {
            setAccountId(value);
            setUnchosen(false);
            link.reset();
          }}
          searchable
          nothingFoundMessage={options.isPending ? t('common.loading') : t('list.noMatch')}
          renderOption={({ option }) => {
            const found = byId.get(option.value);
            return found ? <MemberOption option={found} member={member} /> : option.label;
          }}
          maxDropdownHeight={320}
          error={error}
          data-autofocus
        />
        <FormError>{options.isError ? errorText(options.error, t) : formError}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button type="submit" leftSection={<IconLink size={16} aria-hidden />} loading={link.isPending}>
            {t('staff.account.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invites the record's e-mail with a role; accepting links the record to the new member. */
function InviteForm({ member, schoolId, onDone }: Omit<LinkFormProps, 'opened'>) {
  const { t } = useTranslation();
  const ids = useId();
  const [role, setRole] = useState<StaffInvitationRole>('instructor');
  const invite = useInviteStaffMember(schoolId, member.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    invite.mutate(role, {
      onSuccess: (saved) => {
        showSuccess(t('staff.account.invite.sent', { email: saved.invitation?.email ?? member.email }));
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`} data-testid="staff-account-invite">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} id={`${ids}-title`} fz="h5" style={{ overflowWrap: 'anywhere' }}>
            {t('staff.account.invite.title', { email: member.email })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.account.invite.text')}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-start">
          <Text id={`${ids}-role`} size="sm" fw={500}>
            {t('staff.account.invite.role')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${ids}-role`}
            data={STAFF_INVITATION_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            onChange={(value) => setRole(value === 'staff' ? 'staff' : 'instructor')}
            size="md"
          />
        </Stack>
        <FormError>{inviteError(invite.error, t)}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button
            type="submit"
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={invite.isPending}
          >
            {t('staff.account.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface StaffAccountDialogProps {
  readonly member: Staff;
  readonly schoolId: string;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * Links a staff record to the member account of the school who is this person; or, for those who
 * invite people (`manage_users`) while the record is not linked, invites the record's e-mail.
 */
export function StaffAccountDialog({ member, schoolId, opened, onClose }: StaffAccountDialogProps) {
  const { t } = useTranslation();
  const permissions = useMe().data?.permissions ?? [];
  // A phone gets the whole screen, as every form of the app does.
  const phone = useWindowMatches('(max-width: 36em)');
  const invites = canWrite(permissions, 'invitation') && member.accountId === null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staff.account.dialogTitle', { name: member.name })}
      centered
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 750 } }}
    >
      <Stack gap="lg">
        <LinkForm member={member} schoolId={schoolId} opened={opened} onDone={onClose} />
        {invites ? (
          <>
            <Divider />
            {member.email ? (
              <InviteForm member={member} schoolId={schoolId} onDone={onClose} />
            ) : (
              <Text size="sm" c="dimmed" data-testid="staff-account-no-email">
                {t('staff.account.invite.noEmail')}
              </Text>
            )}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
