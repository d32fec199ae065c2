import { useEffect, useRef } from 'react';
import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConversationEntry } from '#web/features/chatbot/api/assistant-api.ts';
import type { ActionState } from '#web/features/chatbot/action-state.ts';
import { ActionCard } from '#web/features/chatbot/components/action-card.tsx';
import { AnswerLinks, AnswerRows, PromptButtons } from '#web/features/chatbot/components/answer-parts.tsx';
import classes from '#web/features/chatbot/components/conversation.module.css';
import { useTypeOn } from '#web/features/chatbot/use-type-on.ts';

interface MessageBubbleProps {
  readonly message: ConversationEntry;
  /** An answer that has just arrived types on; one from the history shows whole. */
  readonly fresh: boolean;
  /** The last message offers its choices; earlier ones were answered already. */
  readonly last: boolean;
  readonly actionState: ActionState | null;
  readonly confirming: boolean;
  readonly sending: boolean;
  readonly onSend: (text: string) => void;
  readonly onConfirm: (id: string) => void;
  readonly onCancel: (id: string) => void;
  /** Called once an answer that typed on is whole, with its rows and links. */
  readonly onShown: () => void;
}

/**
 * The text as it types on. The whole text is in the page from the start, the part still to come
 * only unseen: a screen reader hears the whole answer at once, and the bubble keeps its size.
 */
function TypedText({ text, shown }: { readonly text: string; readonly shown: string }) {
  return (
    <Text className={classes.text} data-testid="message-text">
      {shown}
      <span className={classes.toCome}>{text.slice(shown.length)}</span>
    </Text>
  );
}

export function MessageBubble(props: MessageBubbleProps) {
  const { message, fresh, last, actionState, confirming, sending, onSend, onConfirm, onCancel, onShown } = props;
  const { t } = useTranslation();
  const answer = message.answer;
  const { shown, done } = useTypeOn(message.text, fresh && !answer?.action);
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!fresh || !done || shownOnce.current) return;
    shownOnce.current = true;
    onShown();
  }, [fresh, done, onShown]);
  if (message.author === 'user') {
    return (
      <Box className={`${classes.bubble} ${classes.mine}`} data-testid="message" data-author="user">
        <VisuallyHidden>{t('chatbot.you')}</VisuallyHidden>
        <Text className={classes.text} c="inherit">
          {message.text}
        </Text>
      </Box>
    );
  }
  const links = answer?.links ?? message.links ?? [];
  const rows = answer?.rows ?? [];
  const choices = last ? (answer?.choices ?? []) : [];
  const look = answer?.action ? `${classes.wide} ${classes.bare}` : rows.length > 0 ? classes.wide : '';
  return (
    <Box className={`${classes.bubble} ${classes.theirs} ${look}`} data-testid="message" data-author="assistant">
      <VisuallyHidden>{t('chatbot.bot')}</VisuallyHidden>
      <Stack gap="sm">
        {answer?.action && actionState ? (
          <ActionCard
            action={answer.action}
            state={actionState}
            confirming={confirming}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        ) : (
          <TypedText text={message.text} shown={shown} />
        )}
        {done && rows.length > 0 ? <AnswerRows rows={rows} /> : null}
        {done && links.length > 0 ? <AnswerLinks links={links} /> : null}
        {done && answer?.model ? (
          <Text size="xs" c="gray.7" data-testid="answer-model">
            {t('chatbot.model', { model: answer.model })}
          </Text>
        ) : null}
        {done && choices.length > 0 ? (
          <PromptButtons
            label={t('chatbot.choices')}
            prompts={choices}
            disabled={sending}
            onSend={onSend}
            testId="answer-choices"
          />
        ) : null}
      </Stack>
    </Box>
  );
}
