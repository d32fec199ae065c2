import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLink, IconLinkOff, IconMailForward, IconPencil, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dimmed, EmailLink, FactsList } from '#web/components/ui/facts-card.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { useLinkStaffAccount } from '#web/features/staff/api/staff-account-api.ts';
import { StaffAccountDialog } from '#web/features/staff/components/staff-account-dialog.tsx';

/** The linked account's name, e-mail and role, label beside value (above it on a phone). */
function AccountFacts({ account }: { readonly account: NonNullable<Staff['account']> }) {
  const { t } = useTranslation();
  const facts = [
    [t('staff.account.name'), account.name || <Dimmed key="name">{t('staff.none')}</Dimmed>],
    [t('staff.account.email'), <EmailLink key="email" email={account.email} />],
    [t('staff.account.role'), t(`roles.${account.role}`)],
  ] as const;
  return <FactsList facts={facts} />;
}

/** Why the person cannot sign in as themselves, and the invitation on its way if one was sent. */
function NotLinked({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { invitation } = member;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('staff.account.notLinked', { name: member.name })}</Text>
      {invitation ? (
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="staff-invitation">
          <IconMailForward size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">
            {t('staff.account.pending', {
              email: invitation.email,
              role: t(`roles.${invitation.role}`),
              date: format.date(invitation.expiresAt),
            })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * Who signs in as this staff member (DOMAIN.md, People: Staff): the linked member account with
 * its role, or why there is none yet and the invitation sent. `manage_staff` links, changes and
 * unlinks.
 */
export function StaffAccountCard({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const schoolId = useSchoolId() ?? '';
  const { write } = useAccess('staff');
  const [choosing, setChoosing] = useState(false);
  // Each opening of the dialog starts afresh: the current link chosen, no error of the last time.
  const [opening, setOpening] = useState(0);
  const choose = () => {
    setOpening((count) => count + 1);
    setChoosing(true);
  };
  const [unlinking, setUnlinking] = useState(false);
  const unlink = useLinkStaffAccount(schoolId, member.id);
  const { account } = member;
  const confirmUnlink = () =>
    unlink.mutate(null, {
      onSuccess: () => {
        setUnlinking(false);
        showSuccess(t('staff.account.unlinked', { name: member.name }));
      },
      onError: (error) => {
        setUnlinking(false);
        showError(errorText(error, t));
      },
    });
  return (
    <div data-testid="staff-account">
      <SectionCard id="staff-account" title={t('staff.account.title')} icon={<IconUserCheck size={20} aria-hidden />}>
        {account ? <AccountFacts account={account} /> : <NotLinked member={member} />}
        {write ? (
          <Group gap="sm">
            {account ? (
              <>
                <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={choose}>
                  {t('staff.account.change')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconLinkOff size={16} aria-hidden />}
                  onClick={() => setUnlinking(true)}
                >
                  {t('staff.account.unlink')}
                </Button>
              </>
            ) : (
              <Button leftSection={<IconLink size={16} aria-hidden />} onClick={choose}>
                {t('staff.account.link')}
              </Button>
            )}
          </Group>
        ) : null}
      </SectionCard>
      {write && schoolId ? (
        <>
          <StaffAccountDialog
            key={opening}
            member={member}
            schoolId={schoolId}
            opened={choosing}
            onClose={() => setChoosing(false)}
          />
          <ConfirmDialog
            opened={unlinking}
            title={t('staff.account.unlinkTitle', { name: member.name })}
            message={t('staff.account.unlinkText', { name: member.name, account: account?.email ?? '' })}
            confirmLabel={t('staff.account.unlink')}
            onConfirm={confirmUnlink}
            onClose={() => setUnlinking(false)}
            pending={unlink.isPending}
            danger
          />
        </>
      ) : null}
    </div>
  );
}
