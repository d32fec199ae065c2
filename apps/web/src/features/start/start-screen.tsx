import { useState } from 'react';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconShieldLock, IconUserPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/ui/brand.tsx';
import { LanguageMenu } from '#web/components/ui/language-menu.tsx';
import { ComingSoonDialog } from '#web/features/start/components/coming-soon-dialog.tsx';
import { StartActionCard } from '#web/features/start/components/start-action-card.tsx';
import { Waves } from '#web/features/start/components/waves.tsx';
import classes from '#web/features/start/start-screen.module.css';

/** `/?login=true` opens the login dialog (spec section 2), so the URL is its open state. */
function useLoginParam() {
  const [params, setParams] = useSearchParams();
  const setOpen = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('login', 'true');
    else next.delete('login');
    setParams(next, { replace: !open });
  };
  return [params.get('login') === 'true', setOpen] as const;
}

export default function StartScreen() {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useLoginParam();
  const [registerOpen, setRegisterOpen] = useState(false);
  return (
    <Box className={classes.page} data-testid="start-page">
      <Container size="lg" component="header">
        <Group justify="space-between" py="md" wrap="nowrap">
          <Brand />
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to="/privacy"
              variant="subtle"
              size="compact-md"
              leftSection={<IconShieldLock size={18} aria-hidden />}
              visibleFrom="xs"
            >
              {t('start.privacy')}
            </Button>
            <LanguageMenu />
          </Group>
        </Group>
      </Container>
      <Container size="lg" component="main" className={classes.hero}>
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} className={classes.headline}>
            {t('start.headline')}
          </Title>
          <Text component="p" className={classes.tagline}>
            {t('app.tagline')}
          </Text>
          <Text size="lg" c="dark.4" maw={640}>
            {t('start.subtitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" w="100%" maw={720} mt="md">
            <StartActionCard
              question={t('start.customerQuestion')}
              hint={t('start.customerHint')}
              action={t('start.login')}
              icon={<IconLogin2 size={20} aria-hidden />}
              variant="filled"
              onClick={() => setLoginOpen(true)}
            />
            <StartActionCard
              question={t('start.startNow')}
              hint={t('start.startNowHint')}
              action={t('start.register')}
              icon={<IconUserPlus size={20} aria-hidden />}
              variant="light"
              onClick={() => setRegisterOpen(true)}
            />
          </SimpleGrid>
          <Button component={Link} to="/privacy" variant="subtle" size="compact-sm" hiddenFrom="xs">
            {t('start.privacy')}
          </Button>
        </Stack>
      </Container>
      <Waves />
      <ComingSoonDialog title={t('start.login')} opened={loginOpen} onClose={() => setLoginOpen(false)} />
      <ComingSoonDialog title={t('start.register')} opened={registerOpen} onClose={() => setRegisterOpen(false)} />
    </Box>
  );
}
