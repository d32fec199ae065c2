import type { ComponentType } from 'react';
import { Container, Flex, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconHandFinger,
  IconPigMoney,
  IconRadar2,
  IconTarget,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/start/start-screen.module.css';

/** The five points of the pitch (spec section 1), in its order. */
const FEATURES: readonly {
  key: 'price' | 'monitoring' | 'usability' | 'focus' | 'analytics';
  Icon: ComponentType<IconProps>;
}[] = [
  { key: 'price', Icon: IconPigMoney },
  { key: 'monitoring', Icon: IconRadar2 },
  { key: 'usability', Icon: IconHandFinger },
  { key: 'focus', Icon: IconTarget },
  { key: 'analytics', Icon: IconChartBar },
];

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="start-features">
      <Container size="lg">
        <Stack align="center" ta="center" gap="xs" mb={40}>
          <Title order={2} id="start-features" c="ocean.9">
            {t('start.features.title')}
          </Title>
          <Text fz="lg" c="gray.7" maw={620}>
            {t('start.features.subtitle')}
          </Text>
        </Stack>
        <Flex wrap="wrap" justify="center" gap="lg">
          {FEATURES.map(({ key, Icon }) => (
            <Paper
              key={key}
              className={classes.featureCard}
              withBorder
              radius="lg"
              p="xl"
              data-testid={`feature-${key}`}
            >
              <ThemeIcon
                size={48}
                radius="md"
                variant="gradient"
                gradient={{ from: 'ocean.8', to: 'ocean.5', deg: 135 }}
              >
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="h4" mt="md" c="ocean.9">
                {t(`start.features.${key}.title`)}
              </Title>
              <Text c="gray.7" mt={6}>
                {t(`start.features.${key}.text`)}
              </Text>
            </Paper>
          ))}
        </Flex>
      </Container>
    </section>
  );
}
