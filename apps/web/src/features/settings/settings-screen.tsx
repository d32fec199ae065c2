import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { settingsQuery } from '#web/features/settings/api/settings-api.ts';
import { CatalogueHub } from '#web/features/settings/components/catalogue-hub.tsx';
import { SettingsForm } from '#web/features/settings/components/settings-form.tsx';

const settingsLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /settings (`manage_settings`): the catalogue one step away, then the school's profile and defaults. */
function Settings({ schoolId }: { readonly schoolId: string }) {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery(schoolId));
  return (
    <Stack gap="lg" maw={1280} data-testid="settings-page">
      <PageHeader title={t('screens.settings')} description={t('settings.intro')} />
      <Stack gap="sm" component="section" aria-labelledby="settings-hub-title">
        <Title order={2} id="settings-hub-title" fz="h4" c="ocean.9">
          {t('settings.hub.title')}
        </Title>
        <CatalogueHub schoolId={schoolId} />
      </Stack>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <ListError error={settings.error} title={t('settings.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm key={settings.data.updatedAt} schoolId={schoolId} settings={settings.data} />
      )}
    </Stack>
  );
}

export default function SettingsScreen() {
  const schoolId = useSchoolId();
  return (
    <ScreenTexts texts={{ kit: kitTexts, settings: settingsLocales }}>
      {schoolId ? <Settings schoolId={schoolId} /> : <PageLoader />}
    </ScreenTexts>
  );
}
