import { Alert, Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck, IconClipboardCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantAction } from '@lineup/contract/assistant';
import type { ActionState } from '#web/features/chatbot/action-state.ts';
import { usePreviewFacts } from '#web/features/chatbot/use-preview-facts.ts';

interface ActionCardProps {
  readonly action: AssistantAction;
  readonly state: ActionState;
  /** Whether Confirm is on its way to the server. */
  readonly confirming: boolean;
  readonly onConfirm: (id: string) => void;
  readonly onCancel: (id: string) => void;
}

const VERDICT = {
  // The engine's own words say it is clear and what Confirm does: no title over them.
  ok: { color: 'green', icon: <IconCircleCheck size={20} aria-hidden />, title: null },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={20} aria-hidden />, title: 'chatbot.action.warning' },
  refused: { color: 'red', icon: <IconBan size={20} aria-hidden />, title: 'chatbot.action.refused' },
} as const;

/**
 * A change SmartBot proposes: the lesson as it would stand, the conflict engine's word on it in
 * plain language, and Confirm and Cancel. Nothing is written until Confirm; a refusal offers
 * nothing to confirm.
 */
export function ActionCard({ action, state, confirming, onConfirm, onCancel }: ActionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { preview, verdict } = action;
  const look = VERDICT[verdict.status];
  const facts = usePreviewFacts()(preview);
  const id = action.id;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-body)"
      data-testid="action-card"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconClipboardCheck size={20} aria-hidden color="var(--mantine-color-ocean-7)" />
          <Title order={2} fz="md" id={titleId} c="ocean.9">
            {t('chatbot.action.title')}
          </Title>
        </Group>
        <Text data-testid="action-summary">{preview.summary}</Text>
        <DataList size="sm" gap={4} labelWidth="12rem" data-testid="action-facts">
          {facts.map((fact, index) => (
            <DataList.Item key={index}>
              <DataList.ItemLabel c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {fact.label}
              </DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        <Alert
          // Part of an answer the log reads out; not an interruption of its own.
          role="note"
          color={look.color}
          variant="light"
          icon={look.icon}
          title={look.title ? t(look.title) : undefined}
          data-testid="action-verdict"
        >
          {verdict.message}
        </Alert>
        {state === 'open' && id !== null ? (
          <Group gap="sm" justify="flex-end">
            <Button variant="default" mih={{ base: 44, sm: 36 }} onClick={() => onCancel(id)} disabled={confirming}>
              {t('chatbot.action.cancel')}
            </Button>
            <Button
              mih={{ base: 44, sm: 36 }}
              color={verdict.status === 'warning' ? 'yellow.9' : undefined}
              onClick={() => onConfirm(id)}
              loading={confirming}
            >
              {t('chatbot.action.confirm')}
            </Button>
          </Group>
        ) : null}
        {state === 'confirmed' || state === 'cancelled' || state === 'closed' ? (
          <Text size="sm" c="dimmed" data-testid="action-state">
            {t(`chatbot.action.${state}`)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
