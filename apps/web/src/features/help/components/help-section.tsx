import type { ReactNode } from 'react';
import { Group, Stack, ThemeIcon, Title } from '@mantine/core';

interface HelpSectionProps {
  readonly id: string;
  readonly title: string;
  readonly icon: ReactNode;
  readonly children: ReactNode;
}

export function HelpSection({ id, title, icon, children }: HelpSectionProps) {
  return (
    <Stack component="section" gap="md" aria-labelledby={id} style={{ scrollMarginTop: 80 }} id={`${id}-section`}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} id={id} fz="h3" c="ocean.9">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}
