import { lazy, Suspense } from 'react';
import { Tabs } from '@mantine/core';
import { IconHistory, IconMailPlus, IconShieldCog, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@lineup/contract/me';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { InvitationsPanel } from '#web/features/user/components/invitations-panel.tsx';
import { MembersPanel } from '#web/features/user/components/members-panel.tsx';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

const loadAuditLog = () => import('#web/features/schools/public/audit-log.ts');
/** The log comes with its tab, asked for as the reader reaches for it: most visits never open it. */
const AuditLog = lazy(() => loadAuditLog().then((module) => ({ default: module.AuditLog })));
const reachForLog = () => void loadAuditLog();

/** For those who manage users: the current school's members, invitations and activity log. */
export function SchoolAdminSection({ me, school }: { me: Me; school: { id: string; name: string } }) {
  const { t } = useTranslation();
  const logs = me.permissions.includes('view_system_logs');
  // On a phone the tabs keep to one line: no icons, and a sideways scroll should a language need it.
  const phone = useWindowMatches('(max-width: 36em)');
  const icon = (Icon: typeof IconUsers) => (phone ? undefined : <Icon size={16} aria-hidden />);
  return (
    <SectionCard
      id="user-school-admin"
      title={t('user.admin.title', { school: school.name })}
      description={t('user.admin.text')}
      icon={<IconShieldCog size={20} aria-hidden />}
    >
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="members" leftSection={icon(IconUsers)}>
            {t('user.admin.members')}
          </Tabs.Tab>
          <Tabs.Tab value="invitations" leftSection={icon(IconMailPlus)}>
            {t('user.admin.invitations')}
          </Tabs.Tab>
          {logs ? (
            <Tabs.Tab
              value="activity"
              leftSection={icon(IconHistory)}
              onPointerEnter={reachForLog}
              onFocus={reachForLog}
              onTouchStart={reachForLog}
            >
              {t('user.admin.activity')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <MembersPanel me={me} schoolId={school.id} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <InvitationsPanel schoolId={school.id} callerRole={me.profile} />
        </Tabs.Panel>
        {logs ? (
          <Tabs.Panel value="activity" pt="md">
            <Suspense fallback={<PageLoader part />}>
              <AuditLog scope={{ kind: 'school', schoolId: school.id }} />
            </Suspense>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </SectionCard>
  );
}
