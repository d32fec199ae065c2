import { useSyncExternalStore } from 'react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/start-screen.module.css';
import { clock } from '@lineup/contract/clock';

const noChanges = () => () => undefined;
const thisYear = () => clock.now().getFullYear();
/** The year the prerendered page shows: the year it was built in, which taking it over must match. */
const prerenderedYear = () => __BUILD_YEAR__;

export function StartFooter({ onOpenPrivacy }: { onOpenPrivacy: () => void }) {
  const { t } = useTranslation();
  // The page as the server sent it, then this year once the app has taken it over.
  const year = useSyncExternalStore(noChanges, thisYear, prerenderedYear);
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{t('start.footer.copyright', { year, name: t('app.name') })}</Text>
          <Group gap="lg">
            <Text fz="sm" fs="italic">
              {t('app.tagline')}
            </Text>
            <Anchor component="button" type="button" fz="sm" c="white" td="underline" onClick={onOpenPrivacy}>
              {t('start.privacy')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
