import { Paper, Text } from '@mantine/core';

/** One figure of a record, large, with what it means (a balance, pay due). */
export function FigureCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={750} c="ocean.9" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}
