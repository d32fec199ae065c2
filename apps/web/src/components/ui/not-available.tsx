import type { ReactNode } from 'react';
import { EmptyState, Stack, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScreenKey } from '@lineup/contract/routes';

/** Stands in for a screen whose issue has not been built yet. */
export function NotAvailable({ screen, children }: { screen: ScreenKey; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" data-testid="not-available">
      <Title order={1}>{t(`screens.${screen}`)}</Title>
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconBarrierBlock size={32} aria-hidden />}
        title={t('notAvailable.title')}
        description={t('notAvailable.text')}
      >
        {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
      </EmptyState>
    </Stack>
  );
}
