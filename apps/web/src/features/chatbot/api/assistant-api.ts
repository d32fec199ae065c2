import { queryOptions } from '@tanstack/react-query';
import {
  assistantAnswerSchema,
  assistantConfirmationSchema,
  assistantHistorySchema,
  type AssistantLink,
  type AssistantMessage,
} from '@lineup/contract/assistant';
import { del, get, post } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/** SmartBot (decision 014): the member's own conversation in the current school. */
export const assistantKeys = schoolKeys('assistant');

/**
 * One message of the conversation as the screen shows it. A confirmation made on this screen
 * keeps the links the confirm route answered (the history stores its text only).
 */
export type ConversationEntry = AssistantMessage & { readonly links?: readonly AssistantLink[] };

export interface Conversation {
  readonly messages: readonly ConversationEntry[];
}

const MESSAGES = '/api/v1/assistant/messages';

export const conversationQuery = (schoolId: string) =>
  queryOptions({
    queryKey: assistantKeys.lists(schoolId),
    queryFn: async ({ signal }): Promise<Conversation> => get(MESSAGES, { schema: assistantHistorySchema, signal }),
  });

export const askAssistant = (text: string) => post(MESSAGES, { text }, { schema: assistantAnswerSchema });

export const confirmAssistantAction = (id: string) =>
  post(`/api/v1/assistant/actions/${encodeURIComponent(id)}/confirm`, undefined, {
    schema: assistantConfirmationSchema,
  });

export const cancelAssistantAction = (id: string) =>
  post(`/api/v1/assistant/actions/${encodeURIComponent(id)}/cancel`, undefined);

export const deleteConversation = () => del(MESSAGES);
