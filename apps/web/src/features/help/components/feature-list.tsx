import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute, type ScreenKey } from '@lineup/contract/routes';
import type { Role } from '@lineup/contract/roles';
import { FEATURES, isFor } from '#web/features/help/help-content.ts';

/** Each screen this role can open: what it does, and a link to it. */
export function FeatureList({ role }: { role: Role }) {
  const { t } = useTranslation();
  const features = FEATURES.filter((feature) => isFor(role, feature.audience));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {features.map(({ key, path }) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`help-feature-${key}`}>
          <Stack gap={6} h="100%" align="flex-start">
            <Text fw={700} c="ocean.9">
              {t(`help.features.${key}.title`)}
            </Text>
            <Text c="gray.8" fz="sm" style={{ flex: 1 }}>
              {t(`help.features.${key}.text`)}
            </Text>
            <Anchor component={Link} to={path} fz="sm" fw={600}>
              {t('help.features.go', { screen: t(`screens.${findRoute(path).screen as ScreenKey}`) })}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
