import { useDeferredValue } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { RoleBadge } from '#web/components/ui/badges.tsx';
import { errorText } from '#web/lib/error-text.ts';
import type { Me } from '@lineup/contract/me';
import { meQuery, useMe } from '#web/lib/me/get-me.ts';
import { ownStaffQuery } from '#web/lib/me/own-staff.ts';
import type { FirstReads } from '#web/lib/first-reads.ts';
import { membersQuery } from '#web/features/user/api/get-members.ts';
import { notificationsQuery } from '#web/features/user/api/get-notifications.ts';
import { receivedInvitationsQuery } from '#web/features/user/api/get-received-invitations.ts';
import { NotificationsSection } from '#web/features/user/components/notifications-section.tsx';
import { PasswordSection } from '#web/features/user/components/password-section.tsx';
import { ProfileSection } from '#web/features/user/components/profile-section.tsx';
import { ReceivedInvitations } from '#web/features/user/components/received-invitations.tsx';
import { SchoolAdminSection } from '#web/features/user/components/school-admin-section.tsx';
import { SchoolsSection } from '#web/features/user/components/schools-section.tsx';
import { kitTexts } from '#web/components/kit-texts.ts';
import { i18n } from '#web/lib/i18n.ts';
import { ScreenTexts, screenTextsQuery } from '#web/lib/screen-texts.tsx';

/** The texts the screen needs beside the app-wide ones. */
const TEXTS = { kit: kitTexts };

/** The school whose people the account manages here, if it may. */
function managedSchool(me: Me) {
  return me.school && me.permissions.includes('manage_users') ? me.school : null;
}

/** /user: the account, its notifications and schools, and for school admins the school's people. */
function UserScreenBody() {
  const { t } = useTranslation();
  const me = useMe();
  // The screen is long: should the account arrive after it mounted, it renders as a transition,
  // which yields to the browser every few milliseconds, the loader showing meanwhile. As the app
  // opens on it, the account is read before it mounts (firstReads) and it renders at once.
  const account = useDeferredValue(me.data ?? null);
  if (me.isError) {
    return (
      <ErrorPanel
        title={t('user.loadFailed')}
        message={errorText(me.error, t)}
        icon={<IconAlertTriangle size={32} aria-hidden />}
      />
    );
  }
  if (!account) return <PageLoader />;
  const managed = managedSchool(account);
  return (
    <Stack gap="lg" maw={1120} data-testid="user-page">
      <Stack gap={4}>
        <Title order={1} c="ocean.9">
          {t('screens.user')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {account.name ? `${account.name} · ${account.email}` : account.email}
          </Text>
          <RoleBadge role={account.profile} />
        </Group>
      </Stack>
      <ReceivedInvitations />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SchoolsSection me={account} />
        <NotificationsSection />
      </SimpleGrid>
      {managed ? <SchoolAdminSection key={managed.id} me={account} school={managed} /> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ProfileSection me={account} />
        <PasswordSection />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Read before the screen first draws (app/routes/screens.ts): the account, the invitations received,
 * the notifications and, in a school, one's own staff record and, for those who manage users, the
 * members.
 */
export const firstReads: FirstReads = async (client) => {
  const account = client.prefetchQuery(meQuery).then(() => {
    const me = client.getQueryData(meQuery.queryKey);
    const managed = me ? managedSchool(me) : null;
    return Promise.all([
      me?.school ? client.prefetchQuery(ownStaffQuery(me.school.id)) : undefined,
      managed ? client.prefetchQuery(membersQuery(managed.id)) : undefined,
    ]);
  });
  await Promise.all([
    account,
    client.prefetchQuery(screenTextsQuery(TEXTS, i18n)),
    client.prefetchQuery(receivedInvitationsQuery),
    client.prefetchQuery(notificationsQuery),
  ]);
};

export default function UserScreen() {
  return (
    <ScreenTexts texts={TEXTS}>
      <UserScreenBody />
    </ScreenTexts>
  );
}
