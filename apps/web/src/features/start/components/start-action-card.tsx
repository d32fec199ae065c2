import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import classes from '#web/features/start/start-screen.module.css';

interface StartActionCardProps {
  readonly question: string;
  readonly hint: string;
  readonly action: string;
  readonly icon: ReactNode;
  readonly variant: 'filled' | 'light';
  readonly onClick: () => void;
}

export function StartActionCard({ question, hint, action, icon, variant, onClick }: StartActionCardProps) {
  return (
    <Paper className={classes.card} withBorder shadow="sm" radius="lg" p="xl">
      <Stack gap="md" h="100%" justify="space-between">
        <div>
          <Title order={2} fz="h3" c="ocean.9">
            {question}
          </Title>
          <Text c="gray.7" mt={4}>
            {hint}
          </Text>
        </div>
        <Button size="md" variant={variant} leftSection={icon} onClick={onClick} fullWidth>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
