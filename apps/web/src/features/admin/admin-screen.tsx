import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplicationDetail } from '#web/features/admin/components/application-detail.tsx';
import { ApplicationsPanel } from '#web/features/admin/components/applications-panel.tsx';
import { AuditLog } from '#web/features/schools/public/audit-log.ts';
import { MasterSchoolSelect } from '#web/components/master-school/master-school-select.tsx';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';

const adminTexts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

const TABS = ['schools', 'audit'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin, for the Master: the school they work in, chosen here; every school (status, size, invited
 * users) and the platform's activity log.
 */
function AdminScreenBody() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'schools';
  const open = params.get('school');
  const set = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'tab' },
    );
  return (
    <Stack gap="lg" maw={1280} data-testid="admin-page">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={4}>
          <Title order={1} c="ocean.9">
            {t('screens.admin')}
          </Title>
          <Text c="gray.7">{t('admin.intro')}</Text>
        </Stack>
        <MasterSchoolSelect withNote />
      </Group>
      <Tabs value={tab} onChange={(value) => set('tab', value === 'audit' ? 'audit' : null)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="schools" leftSection={<IconBuildingCommunity size={16} aria-hidden />}>
            {t('admin.tabs.schools')}
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('admin.tabs.audit')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schools" pt="lg">
          <ApplicationsPanel onOpen={(id) => set('school', id)} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="lg">
          <AuditLog scope={{ kind: 'all' }} inAddress />
        </Tabs.Panel>
      </Tabs>
      <ApplicationDetail id={open} onClose={() => set('school', null)} />
    </Stack>
  );
}

export default function AdminScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, admin: adminTexts }}>
      <AdminScreenBody />
    </ScreenTexts>
  );
}
