import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ASSISTANT_ACTION_TTL_MINUTES,
  ASSISTANT_HISTORY_MAX,
  type AssistantAnswer,
  type AssistantConfirmation,
  type AssistantHistory,
  type AssistantActionKind,
  type AssistantActionStatus,
  type AssistantIntent,
} from '@lineup/contract/assistant';
import type { Transaction } from '#src/db/database.ts';
import { assistantActions, assistantMessages } from '#src/db/schema/index.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import {
  customerBalance,
  entitiesOf,
  freeSlots,
  lessonsOfDay,
  reply,
  revenueOfMonth,
  SIMPLE_REPLIES,
  staffPayDue,
  topDebtors,
  worksOverdue,
  type AnswerContext,
  type Reply,
} from './answers.ts';
import type { ActionKind, Proposal } from './action-kit.ts';
import { LESSON_ACTIONS, proposeLessonAction } from './lesson-actions.ts';
import { equipmentFree } from './equipment-answer.ts';
import { proposePayment, proposeSale, RECORD_PAYMENT, SELL_PACKAGE } from './money-actions.ts';
import { CREATE_LESSON, MOVE_LESSON, proposeCreateLesson, proposeMoveLesson } from './schedule-actions.ts';
import { readDirectory } from './directory.ts';
import { callInTransaction } from './in-transaction.ts';
import { followUp, FOLLOW_UPS, isFollowUp, namesSomething } from './follow-up.ts';
import { askProvider, providerOf, ProviderFailure } from './provider.ts';
import { questionLanguage } from './question-language.ts';
import { candidateWords, classifier, INTENT_NAMES, understand, type Understanding } from './understand.ts';
import { wording } from './wording.ts';

const ANSWERS: Partial<Record<AssistantIntent, (context: AnswerContext) => Promise<Reply>>> = {
  lessons_day: lessonsOfDay,
  customer_balance: customerBalance,
  top_debtors: topDebtors,
  revenue_month: revenueOfMonth,
  staff_pay_due: staffPayDue,
  works_overdue: worksOverdue,
  free_slots: freeSlots,
  equipment_free: equipmentFree,
};

/** The changes SmartBot can make, each through its screen's own service; Confirm performs the kept input. */
const ACTIONS = {
  ...LESSON_ACTIONS,
  record_payment: RECORD_PAYMENT,
  sell_package: SELL_PACKAGE,
  create_lesson: CREATE_LESSON,
  move_lesson: MOVE_LESSON,
} as Record<AssistantActionKind, ActionKind<unknown>>;

const PROPOSALS: Partial<Record<AssistantIntent, (context: AnswerContext) => Promise<Proposal>>> = {
  book_customer: (context) => proposeLessonAction(context, 'book_customer'),
  assign_instructor: (context) => proposeLessonAction(context, 'assign_instructor'),
  record_payment: proposePayment,
  sell_package: proposeSale,
  create_lesson: proposeCreateLesson,
  move_lesson: proposeMoveLesson,
};

async function answerOf(context: AnswerContext): Promise<Proposal> {
  const { intent } = context.understood;
  const propose = PROPOSALS[intent];
  if (propose) return propose(context);
  const answer = ANSWERS[intent];
  if (answer) return { reply: await answer(context) };
  return { reply: reply(context.words.t(SIMPLE_REPLIES[intent] ?? 'assistant.unknown')) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** How long a follow-up can lean on the question before it. */
const FOLLOW_UP_MINUTES = 60;

/** The caller's last question and its answer, when it was the last thing said, recently. */
async function lastExchange(call: CallContext): Promise<{ text: string; answer: AssistantAnswer } | null> {
  const [question, answer] = (await listMessages(call, 2)).messages;
  if (question?.author !== 'user' || !answer?.answer) return null;
  if (Date.parse(answer.createdAt) < Date.now() - FOLLOW_UP_MINUTES * 60_000) return null;
  return { text: question.text, answer: answer.answer };
}

/**
 * What a message asks and names: by the engine, or, for a short follow-up ("and on Friday?", "e a
 * Ana?"), as the question before it asked with what the follow-up names instead. A follow-up only
 * ever asks again for an answer, never for a change.
 */
async function understandMessage(
  call: CallContext,
  text: string,
  today: string,
): Promise<{ understood: Understanding; earlier?: string }> {
  const before = isFollowUp(text) ? await lastExchange(call) : null;
  if (before && FOLLOW_UPS.has(before.answer.intent)) {
    const asked = before.answer.intent;
    const directory = await readDirectory(call, INTENT_NAMES[asked], candidateWords(text));
    const understood = understand(text, today, directory, asked);
    if (namesSomething(understood, text))
      return { understood: followUp(understood, before.answer), earlier: before.text };
  }
  const { intent } = classifier().classify(text);
  const directory = await readDirectory(call, INTENT_NAMES[intent], candidateWords(text));
  return { understood: understand(text, today, directory) };
}

/**
 * Answers a member's message: what it asks and names, the answer from the screens' own services
 * within the caller's permissions, and a change proposed (kept for Confirm) when it asks for one.
 * The question and the answer join the member's history. It answers in the language of the
 * interface, or in the question's when that is clearly another of the six.
 */
export async function postMessage(caller: CallContext, text: string, app?: FastifyInstance): Promise<AssistantAnswer> {
  const language = questionLanguage(text, caller.language);
  const call = language === caller.language ? caller : { ...caller, language };
  const words = wording(call);
  const provider = app ? providerOf(call.config) : null;
  let answered: { understood: Understanding; proposal: Proposal; model?: string } | null = null;
  if (app && provider) {
    // The model reads and proposes through the caller's own tools; what it may not do stays undone.
    const understood = understand(text, words.today(), {});
    try {
      const earlier = (await listMessages(call, PROVIDER_HISTORY)).messages;
      const proposal = await askProvider(app, provider, { call, text, understood, words }, earlier);
      const intent = proposal.reply.action?.kind ?? understood.intent;
      answered = { understood: { ...understood, intent }, proposal, model: provider.model };
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      app.log.warn({ reason: error.message }, 'SmartBot answers with its own engine: the provider failed');
    }
  }
  if (!answered) {
    const { understood, earlier } = await understandMessage(call, text, words.today());
    answered = { understood, proposal: await answerOf({ call, text, understood, words, earlier }) };
  }
  const { understood, proposal, model } = answered;
  const answer: AssistantAnswer = {
    intent: understood.intent,
    confidence: Math.round(understood.confidence * 1000) / 1000,
    entities: entitiesOf(understood),
    ...proposal.reply,
    ...(model ? { model } : {}),
  };
  return withSchool(call, async (tx, schoolId) => {
    const accountId = call.auth.accountId;
    let kept = answer;
    if (proposal.keep && answer.action) {
      const expiresAt = new Date(Date.now() + ASSISTANT_ACTION_TTL_MINUTES * 60_000);
      const [row] = await tx
        .insert(assistantActions)
        .values({
          applicationId: schoolId,
          accountId,
          kind: answer.action.kind,
          input: proposal.keep.input,
          preview: proposal.keep.preview,
          expiresAt,
        })
        .returning({ id: assistantActions.id });
      kept = {
        ...answer,
        action: { ...answer.action, id: row!.id, expiresAt: expiresAt.toISOString(), status: 'proposed' },
      };
    }
    await tx.insert(assistantMessages).values([
      { applicationId: schoolId, accountId, author: 'user', text, answer: null, createdAt: sql`now()` },
      {
        applicationId: schoolId,
        accountId,
        author: 'assistant',
        text: kept.reply,
        answer: kept,
        // After the question, in the same transaction whose now() is one instant.
        createdAt: sql`now() + interval '1 millisecond'`,
      },
    ]);
    return kept;
  });
}

/** How many earlier messages a provider is given, for follow-up questions. */
const PROVIDER_HISTORY = 10;

/** The caller's own conversation in the current school, oldest first (the newest ones). */
export function listMessages(call: CallContext, newest = ASSISTANT_HISTORY_MAX): Promise<AssistantHistory> {
  return withSchool(call, async (tx, schoolId) => {
    const rows = await tx
      .select()
      .from(assistantMessages)
      .where(and(eq(assistantMessages.applicationId, schoolId), eq(assistantMessages.accountId, call.auth.accountId)))
      .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.author))
      .limit(newest);
    const proposed = rows.flatMap((row) => (row.answer as AssistantAnswer | null)?.action?.id ?? []);
    const standing = await proposalStatuses(tx, schoolId, call.auth.accountId, proposed);
    return {
      messages: rows.reverse().map((row) => {
        const answer = (row.answer as AssistantAnswer | null) ?? null;
        const id = answer?.action?.id;
        return {
          id: row.id,
          author: row.author as 'user' | 'assistant',
          text: row.text,
          answer:
            answer?.action && id
              ? { ...answer, action: { ...answer.action, status: standing.get(id) ?? 'expired' } }
              : answer,
          createdAt: iso(row.createdAt),
        };
      }),
    };
  });
}

/** Where each of the caller's proposals stands now: one past its expiry unconfirmed is `expired`. */
async function proposalStatuses(
  tx: Transaction,
  schoolId: string,
  accountId: string,
  ids: readonly string[],
): Promise<ReadonlyMap<string, AssistantActionStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: assistantActions.id, status: assistantActions.status, expiresAt: assistantActions.expiresAt })
    .from(assistantActions)
    .where(
      and(
        eq(assistantActions.applicationId, schoolId),
        eq(assistantActions.accountId, accountId),
        inArray(assistantActions.id, [...ids]),
      ),
    );
  const now = Date.now();
  return new Map(
    rows.map((row) => [
      row.id,
      row.status === 'proposed' && row.expiresAt.getTime() <= now ? 'expired' : (row.status as AssistantActionStatus),
    ]),
  );
}

/** Deletes the caller's own conversation in the current school, and the proposals not confirmed. */
export function deleteMessages(call: CallContext): Promise<void> {
  return withSchool(call, async (tx, schoolId) => {
    const own = (table: typeof assistantMessages | typeof assistantActions) =>
      and(eq(table.applicationId, schoolId), eq(table.accountId, call.auth.accountId));
    await tx.delete(assistantMessages).where(own(assistantMessages));
    await tx.delete(assistantActions).where(and(own(assistantActions), eq(assistantActions.status, 'proposed')));
  });
}

/** The caller's proposal, held until the transaction ends so that it is confirmed once. */
async function lockProposal(tx: Transaction, call: CallContext, schoolId: string, id: string) {
  const [action] = await tx
    .select()
    .from(assistantActions)
    .where(
      and(
        eq(assistantActions.applicationId, schoolId),
        eq(assistantActions.id, id),
        eq(assistantActions.accountId, call.auth.accountId),
      ),
    )
    .for('update');
  if (!action) throw localizedError('not_found', call.language, 'assistant.action.notFound');
  if (action.status !== 'proposed' || action.expiresAt.getTime() <= Date.now()) {
    throw localizedError('conflict', call.language, 'assistant.action.gone');
  }
  return action;
}

/**
 * Confirms a proposal: the change kept with it (never one sent now) is made through the same
 * service, rules and activity log as the screens', the log saying SmartBot made it, in one
 * transaction with the proposal marked used. The engine judges again: what changed since the
 * preview can still refuse it.
 */
export function confirmAction(call: CallContext, id: string): Promise<AssistantConfirmation> {
  const words = wording(call);
  return withSchool(call, async (tx, schoolId) => {
    const action = await lockProposal(tx, call, schoolId, id);
    const kind = action.kind as AssistantActionKind;
    const change = ACTIONS[kind];
    // The role may have changed since the proposal: the change needs what its screen needs, now.
    if (!change.allowed(call)) throw localizedError('forbidden', call.language, 'assistant.notAllowed');
    const inner = callInTransaction({ ...call, via: 'smartbot' }, tx);
    const { preview: result, done: text, links } = await change.perform(inner, words, action.input);
    await tx
      .update(assistantActions)
      .set({ status: 'confirmed', confirmedAt: sql`now()` })
      .where(and(eq(assistantActions.applicationId, schoolId), eq(assistantActions.id, id)));
    await tx
      .insert(assistantMessages)
      .values({ applicationId: schoolId, accountId: call.auth.accountId, author: 'assistant', text, answer: null });
    return {
      id,
      kind,
      reply: text,
      result,
      links: [...links],
    };
  });
}

/** Cancels the caller's proposal: it can no longer be confirmed, and the history says so. */
export function cancelAction(call: CallContext, id: string): Promise<void> {
  return withSchool(call, async (tx, schoolId) => {
    await lockProposal(tx, call, schoolId, id);
    await tx
      .update(assistantActions)
      .set({ status: 'cancelled' })
      .where(and(eq(assistantActions.applicationId, schoolId), eq(assistantActions.id, id)));
  });
}
