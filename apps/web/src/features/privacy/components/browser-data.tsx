import { useReducer, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCookie, IconDeviceLaptop, IconMailOff, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@lineup/contract/languages';
import { clearLanguage, i18n } from '#web/lib/i18n.ts';
import { readLanguageCookie } from '#web/lib/language-cookie.ts';
import { isPrivacyNoticeDismissed, restorePrivacyNotice } from '#web/lib/privacy-notice.ts';
import { forgetRememberedEmail, getRememberedEmail, subscribeSession } from '#web/lib/session.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** One thing kept in this browser: what it is, and the button that removes it. */
function KeptItem(props: { icon: ReactNode; action: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm">
      {/* The text takes the room, so a long e-mail wraps beside its button rather than pushing it down. */}
      <Box style={{ flex: '1 1 14rem', minWidth: 0 }}>{props.children}</Box>
      <Button variant="outline" color="red.9" leftSection={props.icon} onClick={props.onRemove}>
        {props.action}
      </Button>
    </Group>
  );
}

/** What Lineup keeps in this browser, each with the button that removes it (spec: Privacy page). */
export function BrowserData() {
  const { t } = useTranslation();
  const email = useSyncExternalStore(subscribeSession, getRememberedEmail, () => null);
  // The cookie has no change event: read it on every render and re-render after clearing it.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const cookie = readLanguageCookie();
  const noticeClosed = isPrivacyNoticeDismissed();

  const forgetEmail = () => {
    forgetRememberedEmail();
    showSuccess(t('privacy.emailForgotten'));
  };
  const showNotice = () => {
    restorePrivacyNotice();
    rerender();
    showSuccess(t('privacy.noticeRestored'));
  };
  const clearCookie = async () => {
    await clearLanguage();
    rerender();
    // Said in Portuguese, the language the interface has just returned to.
    showSuccess(i18n.t('privacy.languageCleared'));
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="ocean.0" data-testid="browser-data">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon size={40} radius="xl" variant="white">
          <IconDeviceLaptop size={22} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3" c="ocean.9">
          {t('privacy.browser.title')}
        </Title>
      </Group>
      <Text c="gray.8" mb="md">
        {t('privacy.browser.text')}
      </Text>
      <Stack gap="sm">
        {email ? (
          <KeptItem
            icon={<IconMailOff size={18} aria-hidden />}
            action={t('privacy.forgetEmail')}
            onRemove={forgetEmail}
          >
            <Text c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {t('privacy.browser.email', { email })}
            </Text>
          </KeptItem>
        ) : null}
        {cookie !== null ? (
          <KeptItem
            icon={<IconCookie size={18} aria-hidden />}
            action={t('privacy.clearLanguage')}
            onRemove={() => void clearCookie()}
          >
            <Text c="gray.8">
              {t('privacy.browser.cookie')} <Code>{`${LANGUAGE_COOKIE}=${cookie}`}</Code>
            </Text>
          </KeptItem>
        ) : null}
        {noticeClosed ? (
          <KeptItem
            icon={<IconShieldLock size={18} aria-hidden />}
            action={t('privacy.showNotice')}
            onRemove={showNotice}
          >
            <Text c="gray.8">{t('privacy.browser.notice')}</Text>
          </KeptItem>
        ) : null}
        {!email && cookie === null && !noticeClosed ? (
          <Text fw={600} c="ocean.9" data-testid="browser-data-empty">
            {t('privacy.browser.nothing')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
