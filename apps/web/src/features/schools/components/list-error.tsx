import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/features/schools/error-text.ts';

/** A list that failed to load: what went wrong and Retry, alone (no "empty", no page counts). */
export function ListError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid="list-error">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {errorText(error, t)}
        </Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            {t('schools.table.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
