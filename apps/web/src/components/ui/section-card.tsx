import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface SectionCardProps {
  readonly id: string;
  readonly title: string;
  readonly icon: ReactNode;
  readonly description?: ReactNode;
  /** Beside the title (a count, a button). */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** A titled part of a page; its heading names the region for screen readers. */
export function SectionCard({ id, title, icon, description, aside, children }: SectionCardProps) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={36} radius="md" variant="light" style={{ flex: 'none' }}>
              {icon}
            </ThemeIcon>
            <Stack gap={0}>
              <Title order={2} id={id} fz="h4" c="ocean.9">
                {title}
              </Title>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
