import { ENTITY_ACCESS } from '@lineup/contract/access';
import type { AssistantActionKind, AssistantPreview, AssistantVerdict } from '@lineup/contract/assistant';
import { eventListQuerySchema, type Event, type EventSummary } from '@lineup/contract/events';
import type { RefusalReason } from '@lineup/contract/problem';
import { AppError } from '#src/http/app-error.ts';
import type { CallContext } from '#src/http/request-context.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import { addCustomer, addStaff, getEvent, listEvents } from '#src/modules/events/events.service.ts';
import { choicesFor, may, oneNamed, reply, type AnswerContext, type Reply } from './answers.ts';
import { dryRun } from './in-transaction.ts';
import type { Named } from './names.ts';
import type { Wording } from './wording.ts';

/** What Confirm does: kept with the proposal, never taken from the client. */
export interface LessonActionInput {
  readonly eventId: string;
  /** The customer booked, or the staff member assigned. */
  readonly subjectId: string;
  /** Go past the engine's warnings, which the preview showed. */
  readonly override: boolean;
}

interface LessonAction {
  /** What the caller must hold, as the lesson's page needs it, besides planning the schedule. */
  readonly reads: (typeof ENTITY_ACCESS)['customer' | 'staff']['read'];
  readonly subject: 'customer' | 'staff';
  readonly perform: (call: CallContext, input: LessonActionInput) => Promise<Event>;
  /** Whether the subject is already where the action would put them. */
  readonly already: (event: Event, subjectId: string) => boolean;
  readonly preview: MessageKey;
  readonly already_: MessageKey;
  readonly done: MessageKey;
}

const bookedCustomers = (event: Event) =>
  event.customers
    .filter((customer) => customer.attendance !== 'cancelled')
    .map((customer) => customer.customerId)
    .sort();
const instructors = (event: Event) =>
  event.staff
    .filter((member) => member.role === 'instructor')
    .map((member) => member.staffId)
    .sort();

/** The changes SmartBot can propose on a lesson: each through the events service, as the lesson's page makes it. */
export const LESSON_ACTIONS: Record<AssistantActionKind, LessonAction> = {
  book_customer: {
    reads: ENTITY_ACCESS.customer.read,
    subject: 'customer',
    perform: (call, input) => addCustomer(call, input.eventId, input.subjectId),
    already: (event, id) => bookedCustomers(event).includes(id),
    preview: 'assistant.book.preview',
    already_: 'assistant.book.already',
    done: 'assistant.book.done',
  },
  assign_instructor: {
    reads: ENTITY_ACCESS.staff.read,
    subject: 'staff',
    perform: (call, input) =>
      addStaff(call, input.eventId, input.subjectId, 'instructor', { override: input.override }),
    already: (event, id) => instructors(event).includes(id),
    preview: 'assistant.assign.preview',
    already_: 'assistant.assign.already',
    done: 'assistant.assign.done',
  },
};

/** The engine's warnings: asked about first, gone past with `override` (decisions 009 and 013). */
const WARNINGS: readonly RefusalReason[] = [
  'staff_unavailable',
  'certification_expired',
  'outside_daylight',
  'outside_tide_window',
];

/** The lesson as it stands before and after, the same shape for the preview and the result. */
export function lessonPreview(
  words: Wording,
  kind: AssistantActionKind,
  before: Event,
  after: Event,
  subject: Named,
): AssistantPreview {
  return {
    summary: words.t(LESSON_ACTIONS[kind].preview, {
      name: subject.name,
      lesson: after.title,
      start: words.start(after.startsAt),
      place: after.placeName,
      before: bookedCustomers(before).length,
      after: bookedCustomers(after).length,
    }),
    eventId: after.id,
    subjectId: subject.id,
    customersBefore: bookedCustomers(before),
    customersAfter: bookedCustomers(after),
    instructorsBefore: instructors(before),
    instructorsAfter: instructors(after),
  };
}

/** Makes the change through the events service, with the lesson as it was just before. */
export async function performLessonAction(call: CallContext, kind: AssistantActionKind, input: LessonActionInput) {
  const before = await getEvent(call, input.eventId);
  const after = await LESSON_ACTIONS[kind].perform(call, input);
  return { before, after };
}

/** The one lesson of the day a question names that fits its time, place and type, or the reply that asks which. */
async function lessonMeant(context: AnswerContext): Promise<EventSummary | Reply> {
  const { call, understood, words, text } = context;
  if (understood.day === null && understood.time === null) return reply(words.t('assistant.book.needWhen'));
  const day = understood.day ?? words.today();
  const page = await listEvents(
    call,
    eventListQuerySchema.parse({ from: day, to: day, status: 'scheduled', pageSize: 100 }),
  );
  const found = (match: typeof understood.place) => (match && 'found' in match ? match.found.id : null);
  const placeId = found(understood.place);
  const typeId = found(understood.eventType);
  const fitting = page.items.filter(
    (event) =>
      (understood.time === null || words.clock(event.startsAt) === understood.time) &&
      (placeId === null || event.placeId === placeId) &&
      (typeId === null || event.eventTypeId === typeId),
  );
  const lessons = fitting.some((event) => event.kind === 'lesson')
    ? fitting.filter((event) => event.kind === 'lesson')
    : fitting;
  if (lessons.length === 0) {
    const time = understood.time ? ` ${understood.time}` : '';
    return reply(words.t('assistant.book.noLesson', { day: words.day(day), time }));
  }
  if (lessons.length === 1) return lessons[0]!;
  return reply(words.t('assistant.book.whichLesson'), {
    choices: lessons.map((lesson) => ({
      label: `${words.start(lesson.startsAt)} ${lesson.title} · ${lesson.placeName}`,
      text: choicesFor(text, [
        { id: lesson.id, name: `${lesson.placeName} ${words.clock(lesson.startsAt)} ${lesson.eventTypeName}` },
      ])[0]!.text,
    })),
  });
}

export interface Proposal {
  readonly reply: Reply;
  /** What to keep for Confirm; absent when nothing can be confirmed. */
  readonly keep?: { readonly input: LessonActionInput; readonly preview: AssistantPreview };
}

const refusalOf = (error: unknown) => {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  return { reason: error.refusal?.reason ?? error.code, message: error.message };
};

/**
 * A change proposed from the caller's own words (never from the school's data): the person and
 * the lesson they name, the change as the events service makes it (run, then rolled back) and
 * the engine's verdict. A warning is shown with the change as it would be when gone past; a
 * refusal leaves nothing to confirm.
 */
export async function proposeLessonAction(context: AnswerContext, kind: AssistantActionKind): Promise<Proposal> {
  const { call, words } = context;
  const action = LESSON_ACTIONS[kind];
  if (!may(call, ENTITY_ACCESS.event.write) || !may(call, action.reads)) {
    return { reply: reply(words.t('assistant.notAllowed')) };
  }
  const subject = oneNamed(context, action.subject);
  if ('reply' in subject) return { reply: subject };
  const lesson = await lessonMeant(context);
  if ('reply' in lesson) return { reply: lesson };
  const links = [words.link('assistant.link.lesson', `/lesson/${lesson.id}`)];
  const input = { eventId: lesson.id, subjectId: subject.id, override: false };
  const attempt = (override: boolean) =>
    dryRun(call, (inner) => performLessonAction(inner, kind, { ...input, override }));
  let verdict: AssistantVerdict = { status: 'ok', reason: null, message: words.t('assistant.action.ok') };
  let outcome: Awaited<ReturnType<typeof attempt>> | null = null;
  try {
    outcome = await attempt(false);
  } catch (error) {
    const refused = refusalOf(error);
    const warned = WARNINGS.includes(refused.reason as RefusalReason);
    verdict = { status: warned ? 'warning' : 'refused', ...refused };
    if (warned) {
      try {
        outcome = await attempt(true);
      } catch (again) {
        verdict = { status: 'refused', ...refusalOf(again) };
      }
    }
  }
  if (outcome && verdict.status !== 'refused' && action.already(outcome.before, subject.id)) {
    verdict = { status: 'refused', reason: 'already_done', message: words.t(action.already_, { name: subject.name }) };
  }
  const unchanged = await getEvent(call, lesson.id);
  const preview =
    outcome && verdict.status !== 'refused'
      ? lessonPreview(words, kind, outcome.before, outcome.after, subject)
      : lessonPreview(words, kind, unchanged, unchanged, subject);
  const said = {
    ok: preview.summary,
    warning: `${preview.summary} ${verdict.message}`,
    refused: `${words.t('assistant.action.refused')} ${verdict.message}`,
  }[verdict.status];
  const answer = reply(said, { links, action: { id: null, kind, preview, verdict, expiresAt: null } });
  if (verdict.status === 'refused') return { reply: answer };
  return { reply: answer, keep: { input: { ...input, override: verdict.status === 'warning' }, preview } };
}
