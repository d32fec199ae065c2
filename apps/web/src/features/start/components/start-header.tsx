import { ActionIcon, Button, Container, Group } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/ui/brand.tsx';
import { LanguageMenu } from '#web/components/ui/language-menu.tsx';
import classes from '#web/features/start/start-screen.module.css';

/** Brand on the left; the privacy policy and the language menu top right (spec section 2). */
export function StartHeader({ onOpenPrivacy }: { onOpenPrivacy: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" component="header" className={classes.header}>
      <Group justify="space-between" py="md" wrap="nowrap">
        <Brand />
        <Group gap={6} wrap="nowrap">
          <Button
            variant="subtle"
            color="dark"
            size="compact-md"
            leftSection={<IconShieldLock size={18} aria-hidden />}
            onClick={onOpenPrivacy}
            visibleFrom="sm"
          >
            {t('start.privacy')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('start.privacy')}
            onClick={onOpenPrivacy}
            hiddenFrom="sm"
          >
            <IconShieldLock size={20} aria-hidden />
          </ActionIcon>
          <LanguageMenu />
        </Group>
      </Group>
    </Container>
  );
}
