import { useEffect, useRef, useState } from 'react';
import { Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageChatbot, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { actionStateOf } from '#web/features/chatbot/action-state.ts';
import { chatbotLocales } from '#web/features/chatbot/chatbot-texts.ts';
import { PromptButtons } from '#web/features/chatbot/components/answer-parts.tsx';
import { Composer } from '#web/features/chatbot/components/composer.tsx';
import classes from '#web/features/chatbot/components/conversation.module.css';
import { MessageBubble } from '#web/features/chatbot/components/message-bubble.tsx';
import { TypingIndicator } from '#web/features/chatbot/components/typing-indicator.tsx';
import { useConversation } from '#web/features/chatbot/use-conversation.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

const SUGGESTIONS = ['lessonsToday', 'lessonsTomorrow', 'debtors', 'revenue', 'help'] as const;

/** What an empty conversation offers: a few questions SmartBot knows, one click each. */
function FirstQuestions({ sending, onSend }: { readonly sending: boolean; readonly onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const prompts = SUGGESTIONS.map((key) => {
    const text = t(`chatbot.suggestions.${key}`);
    return { label: text, text };
  });
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="chatbot-empty">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconMessageChatbot size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="h4" c="ocean.9">
        {t('chatbot.empty.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('chatbot.empty.text')}
      </Text>
      <PromptButtons
        label={t('chatbot.suggestions.label')}
        prompts={prompts}
        disabled={sending}
        onSend={onSend}
        testId="chatbot-suggestions"
        justify="center"
      />
    </Stack>
  );
}

function LoadingConversation() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton height={40} width="45%" radius="lg" style={{ alignSelf: 'flex-end' }} />
      <Skeleton height={72} width="70%" radius="lg" />
      <Skeleton height={40} width="35%" radius="lg" style={{ alignSelf: 'flex-end' }} />
    </Stack>
  );
}

function Chatbot({ schoolId }: { readonly schoolId: string }) {
  const { t } = useTranslation();
  const conversation = useConversation(schoolId);
  const { query, messages, sending, settled } = conversation;
  const [deleting, setDeleting] = useState(false);
  // Proposals from the history expire by the clock of when the screen opened; new ones are minutes from expiry.
  const [openedAt] = useState(Date.now);
  const input = useRef<HTMLTextAreaElement>(null);
  const reduced = useWindowMatches('(prefers-reduced-motion: reduce)');

  // The newest message in sight, above the box to write in.
  const [shownUpTo, setShownUpTo] = useState(0);
  useEffect(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: reduced ? 'auto' : 'smooth' });
  }, [messages.length, sending, shownUpTo, reduced]);

  const send = (text: string) => {
    conversation.send(text);
    input.current?.focus();
  };
  const empty = query.isSuccess && messages.length === 0 && !sending;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.chatbot')}
        description={t('chatbot.intro')}
        action={
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setDeleting(true)}
            disabled={messages.length === 0 || sending}
          >
            {t('chatbot.delete.button')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" className={classes.conversation}>
        {query.isError ? (
          <Stack p="md">
            <ListError error={query.error} title={t('chatbot.loadFailed')} onRetry={() => void query.refetch()} />
          </Stack>
        ) : null}
        {empty ? <FirstQuestions sending={sending} onSend={send} /> : null}
        <div role="log" aria-label={t('chatbot.log')} className={classes.log} data-testid="chatbot-log">
          {query.isPending ? <LoadingConversation /> : null}
          {messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              message={message}
              fresh={message.id === conversation.arrived}
              last={index === messages.length - 1 && !sending}
              actionState={actionStateOf(messages, index, settled, openedAt)}
              confirming={conversation.confirming !== null && conversation.confirming === message.answer?.action?.id}
              sending={sending}
              onSend={send}
              onConfirm={conversation.confirm}
              onCancel={conversation.cancel}
              onShown={() => setShownUpTo((count) => count + 1)}
            />
          ))}
          {sending ? <TypingIndicator /> : null}
        </div>
        <Composer
          ref={input}
          value={conversation.draft}
          onChange={conversation.setDraft}
          onSend={send}
          sending={sending}
        />
      </Paper>
      <ConfirmDialog
        opened={deleting}
        title={t('chatbot.delete.title')}
        message={t('chatbot.delete.message')}
        confirmLabel={t('chatbot.delete.confirm')}
        danger
        pending={conversation.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => conversation.remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
      />
    </Stack>
  );
}

/**
 * /chatbot: the member's conversation with SmartBot about the current school (decision 014).
 * Answers link to the screens that show their rows; a proposed change shows what it would do and
 * the conflict engine's word, and is made only on Confirm.
 */
export default function ChatbotScreen() {
  const schoolId = useSchoolId();
  return (
    <ScreenTexts texts={{ kit: kitTexts, chatbot: chatbotLocales }}>
      {schoolId ? <Chatbot schoolId={schoolId} /> : null}
    </ScreenTexts>
  );
}
