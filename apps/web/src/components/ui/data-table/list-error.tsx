import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/error-text.ts';

interface ListErrorProps {
  readonly error: unknown;
  /** What failed ("Error fetching the places."); the reason follows it. */
  readonly title?: string;
  readonly onRetry?: () => void;
}

/** A list that failed to load: what failed, why, and Retry, alone (no "empty", no page counts). */
export function ListError({ error, title, onRetry }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid="list-error">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {title ?? t('list.loadFailed')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {errorText(error, t)}
          </Text>
        </Stack>
        {onRetry ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            {t('list.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
