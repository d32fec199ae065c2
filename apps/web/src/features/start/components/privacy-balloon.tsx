import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/components/privacy-balloon.module.css';
import { dismissPrivacyNotice, isPrivacyNoticeDismissed } from '#web/lib/privacy-notice.ts';

const APPEAR_AFTER_MS = 600;

/** A floating balloon inviting the visitor to read the privacy policy (spec section 2). */
export function PrivacyBalloon({ hidden, onRead }: { hidden: boolean; onRead: () => void }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [closed, setClosed] = useState(isPrivacyNoticeDismissed);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), APPEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const dismiss = () => {
    dismissPrivacyNotice();
    setClosed(true);
  };
  return (
    <Transition mounted={ready && !closed && !hidden} transition="slide-up" duration={250}>
      {(style) => (
        <Paper
          component="section"
          aria-label={t('start.balloon.title')}
          className={classes.balloon}
          style={style}
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
      )}
    </Transition>
  );
}
