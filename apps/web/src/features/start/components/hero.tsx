import type { ReactNode } from 'react';
import { Badge, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homeOf } from '#web/lib/complete-sign-in.ts';
import { openAuthDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { StartActionCard } from '#web/features/start/components/start-action-card.tsx';
import { Waves } from '#web/features/start/components/waves.tsx';
import classes from '#web/features/start/start-screen.module.css';

/** Someone already signed in is offered their own landing page, not Login and Register. */
function SignedInCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (!session) return null;
  return (
    <StartActionCard
      question={t('start.signedIn.title', { name: session.name || session.email })}
      hint={t('start.signedIn.hint')}
      action={t('start.signedIn.open')}
      icon={<IconArrowRight size={20} aria-hidden />}
      variant="filled"
      onClick={() => void navigate(homeOf(session.profile))}
    />
  );
}

/** Headline, the tagline as subtitle, and the ways in: sign in or register, or open Lineup when signed in. */
export function Hero({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  return (
    <div className={classes.hero}>
      <Container size="lg" className={classes.heroBody}>
        <Stack align="center" ta="center" gap="lg">
          <Badge
            variant="white"
            color="ocean"
            size="lg"
            radius="xl"
            tt="none"
            fw={600}
            style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
          >
            {t('start.eyebrow')}
          </Badge>
          <Title order={1} className={classes.headline}>
            {t('start.headline')}
          </Title>
          <Text component="p" className={classes.tagline} m={0}>
            {t('app.tagline')}
          </Text>
          <Text component="p" className={classes.lead} m={0}>
            {t('start.subtitle')}
          </Text>
          {signedIn ? (
            <Stack w="100%" maw={420} mt="md" ta="start">
              <SignedInCard />
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" w="100%" maw={760} mt="md" ta="start">
              <StartActionCard
                question={t('start.customerQuestion')}
                hint={t('start.customerHint')}
                action={t('start.login')}
                icon={<IconLogin2 size={20} aria-hidden />}
                variant="filled"
                onClick={() => openAuthDialog('login')}
              />
              <StartActionCard
                question={t('start.startNow')}
                hint={t('start.startNowHint')}
                action={t('start.register')}
                icon={<IconUserPlus size={20} aria-hidden />}
                variant="light"
                onClick={() => openAuthDialog('signup')}
              />
            </SimpleGrid>
          )}
          {children}
        </Stack>
      </Container>
      <Waves />
    </div>
  );
}
