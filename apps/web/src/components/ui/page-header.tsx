import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  readonly title: string;
  /** One line of context under the title. */
  readonly description?: ReactNode;
  /** The page's primary action, on the right. */
  readonly action?: ReactNode;
}

/** The one page header: the title, a line of context, and the primary action on the right. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 280px' }}>
        <Title order={1} c="ocean.9">
          {title}
        </Title>
        {description ? <Text c="gray.7">{description}</Text> : null}
      </Stack>
      {action}
    </Group>
  );
}
