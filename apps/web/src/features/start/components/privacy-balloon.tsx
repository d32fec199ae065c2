import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, CloseButton, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/components/privacy-balloon.module.css';
import {
  PRIVACY_DISMISSED_ATTRIBUTE,
  dismissPrivacyNotice,
  isPrivacyNoticeDismissed,
} from '#web/lib/privacy-notice.ts';

/** The notice's state changes only through this page, which re-renders for it. */
const noChanges = () => () => undefined;

/**
 * A floating balloon inviting the visitor to read the privacy policy (spec section 2). It is part of
 * the prerendered page and slides in by its styles alone, a moment after the page shows, whether
 * the app has loaded or not; a visitor who closed it before does not see it (closed after the app
 * takes over, hidden by the page's root attribute until then).
 */
export function PrivacyBalloon({ hidden, onRead }: { hidden: boolean; onRead: () => void }) {
  const { t } = useTranslation();
  // Open while the prerendered page is taken over, as the server sent it; then as this browser keeps it.
  const closedBefore = useSyncExternalStore(noChanges, isPrivacyNoticeDismissed, () => false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    // Open again (the privacy page can bring it back): the root attribute no longer stands.
    if (!isPrivacyNoticeDismissed()) document.documentElement.removeAttribute(PRIVACY_DISMISSED_ATTRIBUTE);
  }, []);
  const dismiss = () => {
    dismissPrivacyNotice();
    setClosed(true);
  };
  if (closedBefore || closed || hidden) return null;
  return (
    <Paper
      component="section"
      aria-label={t('start.balloon.title')}
      className={classes.balloon}
      shadow="xl"
      radius="lg"
      p="md"
      withBorder
      data-testid="privacy-balloon"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="light" visibleFrom="xs">
          <IconShieldLock size={20} aria-hidden />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={700} c="ocean.9" lh={1.3}>
            {t('start.balloon.title')}
          </Text>
          <Text fz="sm" c="gray.7" mt={2} visibleFrom="xs">
            {t('start.balloon.text')}
          </Text>
          <Button
            size="compact-sm"
            mt={8}
            onClick={() => {
              dismiss();
              onRead();
            }}
          >
            {t('start.balloon.read')}
          </Button>
        </div>
        <CloseButton size="sm" aria-label={t('common.close')} onClick={dismiss} />
      </Group>
    </Paper>
  );
}
