import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import { FEATURE_LINKS, FEATURES, isFor, isLinked } from '#web/features/help/help-content.ts';

/** What this role can use today, then what is being built for it. */
export function FeatureList({ role }: { role: Role }) {
  const { t } = useTranslation();
  const features = FEATURES.filter((feature) => isFor(role, feature.audience));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {features.map(({ key, status }) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`help-feature-${key}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={700} c="ocean.9">
              {t(`help.features.${key}.title`)}
            </Text>
            <Badge
              variant={status === 'available' ? 'filled' : 'outline'}
              color={status === 'available' ? 'teal.9' : 'gray.7'}
              radius="sm"
              tt="none"
              style={{ flex: 'none' }}
            >
              {t(`help.features.status.${status}`)}
            </Badge>
          </Group>
          <Text c="gray.8" fz="sm" mt={6}>
            {t(`help.features.${key}.text`)}
          </Text>
          {isLinked(key) ? (
            <Anchor component={Link} to={FEATURE_LINKS[key]} fz="sm" fw={600} mt="xs" display="inline-block">
              {t(`help.features.${key}.link`)}
            </Anchor>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
