import { useDeferredValue } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { RoleBadge } from '#web/components/ui/badges.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useMe } from '#web/lib/me/get-me.ts';
import { NotificationsSection } from '#web/features/user/components/notifications-section.tsx';
import { PasswordSection } from '#web/features/user/components/password-section.tsx';
import { ProfileSection } from '#web/features/user/components/profile-section.tsx';
import { ReceivedInvitations } from '#web/features/user/components/received-invitations.tsx';
import { SchoolAdminSection } from '#web/features/user/components/school-admin-section.tsx';
import { SchoolsSection } from '#web/features/user/components/schools-section.tsx';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';

/** /user: the account, its notifications and schools, and for school admins the school's people. */
function UserScreenBody() {
  const { t } = useTranslation();
  const me = useMe();
  // The screen is long: it renders once the account is here as a transition, which yields to the
  // browser every few milliseconds, the loader showing meanwhile.
  const account = useDeferredValue(me.data ?? null, null);
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
  const managed = account.school && account.permissions.includes('manage_users') ? account.school : null;
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

export default function UserScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts }}>
      <UserScreenBody />
    </ScreenTexts>
  );
}
