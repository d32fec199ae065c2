import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorPanelProps {
  readonly title: string;
  readonly message?: string;
  readonly icon: ReactNode;
  readonly testId?: string;
}

/** A failure the user can only fix by loading the page again. */
export function ErrorPanel({ title, message, icon, testId }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      mih="60vh"
      variant="light"
      color="red"
      size="lg"
      icon={icon}
      title={title}
      description={message}
      data-testid={testId}
    >
      <EmptyState.Actions>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('chunkError.reload')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
