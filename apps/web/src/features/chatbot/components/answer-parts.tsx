import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantChoice, AssistantLink, AssistantRow } from '@lineup/contract/assistant';
import classes from '#web/features/chatbot/components/conversation.module.css';

/** An answer's rows: each a line with its label (opening the record, where it has a screen) and its value. */
export function AnswerRows({ rows }: { readonly rows: readonly AssistantRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      aria-label={t('chatbot.rows')}
      data-testid="answer-rows"
      style={{ listStyle: 'none' }}
    >
      {rows.map((row, index) => (
        <Stack
          component="li"
          key={index}
          gap={0}
          py={6}
          className={classes.row}
          style={index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          {row.path ? (
            <Anchor component={Link} to={row.path} fw={600} size="sm">
              {row.label}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {row.label}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {row.value}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The screens that show the rows behind an answer. */
export function AnswerLinks({ links }: { readonly links: readonly AssistantLink[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" component="nav" aria-label={t('chatbot.links')} data-testid="answer-links">
      {links.map((link) => (
        <Button
          key={link.path}
          component={Link}
          to={link.path}
          variant="light"
          size="xs"
          mih={{ base: 44, sm: 30 }}
          rightSection={<IconArrowRight size={14} aria-hidden />}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

interface PromptButtonsProps {
  readonly label: string;
  readonly prompts: readonly AssistantChoice[];
  readonly disabled: boolean;
  readonly onSend: (text: string) => void;
  readonly testId: string;
  readonly justify?: 'center' | 'flex-start';
}

/** Questions one click sends: the suggestions of an empty conversation, or an answer's choices. */
export function PromptButtons({ label, prompts, disabled, onSend, testId, justify }: PromptButtonsProps) {
  return (
    <Group gap="xs" role="group" aria-label={label} data-testid={testId} justify={justify}>
      {prompts.map((prompt) => (
        <Button
          key={prompt.text}
          variant="default"
          radius="xl"
          size="sm"
          mih={{ base: 44, sm: 36 }}
          disabled={disabled}
          onClick={() => onSend(prompt.text)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          h="auto"
          py={6}
        >
          {prompt.label}
        </Button>
      ))}
    </Group>
  );
}
