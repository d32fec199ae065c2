import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  askAssistant,
  cancelAssistantAction,
  confirmAssistantAction,
  conversationQuery,
  deleteConversation,
  type Conversation,
  type ConversationEntry,
} from '#web/features/chatbot/api/assistant-api.ts';
import { rememberSettlement, settledActions, type Settlement } from '#web/features/chatbot/action-memory.ts';
import { errorText } from '#web/lib/error-text.ts';
import { schoolScope } from '#web/lib/query-keys.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

let made = 0;
/** An id for a message shown before the history is read again (the server keeps its own). */
const localId = () => `local-${++made}`;
const now = () => new Date().toISOString();

/**
 * The member's conversation with SmartBot in one school: the history, a question sent (shown at
 * once, its answer added when it comes), a proposed change confirmed or cancelled, and the
 * history deleted. The answers are kept in the history's cache, so they survive a re-render.
 */
export function useConversation(schoolId: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery(conversationQuery(schoolId));
  const key = conversationQuery(schoolId).queryKey;
  const [draft, setDraft] = useState('');
  /** The answer that has just arrived, typed on as it is shown. */
  const [arrived, setArrived] = useState<string | null>(null);
  const [settled, setSettled] = useState(settledActions);

  const change = (update: (messages: readonly ConversationEntry[]) => readonly ConversationEntry[]) =>
    client.setQueryData<Conversation>(key, (current) => ({ messages: update(current?.messages ?? []) }));
  const add = (entry: ConversationEntry) => {
    change((messages) => [...messages, entry]);
    if (entry.author === 'assistant') setArrived(entry.id);
  };

  const ask = useMutation({
    mutationFn: (text: string) => askAssistant(text),
    onMutate: (text) => {
      const id = localId();
      change((messages) => [...messages, { id, author: 'user', text, answer: null, createdAt: now() }]);
      setDraft('');
      return { id };
    },
    onSuccess: (answer) => add({ id: localId(), author: 'assistant', text: answer.reply, answer, createdAt: now() }),
    onError: (error, text, sent) => {
      // The question was not heard: it leaves the log and goes back to the box.
      if (sent) change((messages) => messages.filter((message) => message.id !== sent.id));
      setDraft((current) => current || text);
      showError(errorText(error, t));
    },
  });

  const settle = (id: string, settlement: Settlement) => {
    rememberSettlement(id, settlement);
    setSettled(settledActions());
  };

  const confirm = useMutation({
    mutationFn: (id: string) => confirmAssistantAction(id),
    onSuccess: async (done) => {
      settle(done.id, 'confirmed');
      add({ id: localId(), author: 'assistant', text: done.reply, answer: null, links: done.links, createdAt: now() });
      showSuccess(done.reply);
      // The lesson changed: every screen showing it reads it again; the conversation is up to date.
      await client.invalidateQueries({
        queryKey: schoolScope(schoolId),
        predicate: (cached) => cached.queryKey[2] !== key[2],
      });
    },
    onError: (error) => showError(errorText(error, t)),
  });

  const cancel = useMutation({
    mutationFn: (id: string) => cancelAssistantAction(id),
    // Turned down at once on screen; the server is told so that the history says it too.
    onMutate: (id) => settle(id, 'cancelled'),
    onError: (error) => showError(errorText(error, t)),
  });

  const remove = useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => {
      client.setQueryData<Conversation>(key, { messages: [] });
      showSuccess(t('chatbot.delete.done'));
    },
    onError: (error) => showError(errorText(error, t)),
  });

  const send = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || ask.isPending) return;
    ask.mutate(trimmed);
  };

  return {
    query,
    messages: query.data?.messages ?? [],
    draft,
    setDraft,
    send,
    sending: ask.isPending,
    arrived,
    settled,
    confirm: (id: string) => confirm.mutate(id),
    confirming: confirm.isPending ? confirm.variables : null,
    cancel: (id: string) => cancel.mutate(id),
    remove,
  };
}

export type ConversationState = ReturnType<typeof useConversation>;
