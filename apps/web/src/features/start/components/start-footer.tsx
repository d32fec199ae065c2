import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/start-screen.module.css';

const YEAR = new Date().getFullYear();

export function StartFooter({ onOpenPrivacy }: { onOpenPrivacy: () => void }) {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{t('start.footer.copyright', { year: YEAR, name: t('app.name') })}</Text>
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
