import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import { helpGroupOf } from '#web/features/help/help-content.ts';

export function RoleCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const group = helpGroupOf(role);
  return (
    <Paper withBorder radius="lg" p="lg" bg="ocean.0" data-testid="help-role">
      <Group gap="xs" mb="xs">
        <Text fw={600} c="gray.8">
          {t('help.role.yours')}
        </Text>
        <Badge size="lg" radius="sm" color="ocean.8" tt="none">
          {t(`roles.${role}`)}
        </Badge>
      </Group>
      <Text fz="lg" c="ocean.9" fw={600}>
        {t(`help.role.${group}.summary`)}
      </Text>
      <Text c="gray.8" mt="xs">
        {t(`help.role.${group}.detail`)}
      </Text>
    </Paper>
  );
}
