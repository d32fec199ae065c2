import type { ConversationEntry } from '#web/features/chatbot/api/assistant-api.ts';
import type { Settlement } from '#web/features/chatbot/action-memory.ts';

/** Where a proposed change stands: Confirm is offered only while it is `open`. */
export type ActionState = 'open' | 'refused' | 'closed' | Settlement;

/**
 * The state of the change proposed by the message at `index`, if it proposes one. A refusal has
 * nothing to confirm; one settled on this screen, or that the history says was confirmed,
 * cancelled or has expired, is no longer offered, nor one past its expiry since.
 */
export function actionStateOf(
  messages: readonly ConversationEntry[],
  index: number,
  settled: ReadonlyMap<string, Settlement>,
  now: number,
): ActionState | null {
  const action = messages[index]?.answer?.action;
  if (!action) return null;
  if (action.verdict.status === 'refused' || action.id === null) return 'refused';
  const settlement = settled.get(action.id);
  if (settlement) return settlement;
  // Where the server says it stands, as the history was read.
  if (action.status === 'confirmed' || action.status === 'cancelled') return action.status;
  if (action.status === 'expired') return 'closed';
  if (action.expiresAt !== null && Date.parse(action.expiresAt) <= now) return 'closed';
  const confirmedLater = messages
    .slice(index + 1)
    .some((message) => message.author === 'assistant' && message.answer === null);
  return confirmedLater ? 'closed' : 'open';
}
