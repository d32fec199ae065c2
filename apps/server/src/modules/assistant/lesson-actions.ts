import { ENTITY_ACCESS } from '@lineup/contract/access';
import type { AssistantPreview } from '@lineup/contract/assistant';
import { eventListQuerySchema, type Event, type EventSummary } from '@lineup/contract/events';
import type { CallContext } from '#src/http/request-context.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import { addCustomer } from '#src/modules/events/event-bookings.service.ts';
import { getEvent, listEvents } from '#src/modules/events/event-queries.service.ts';
import { addStaff } from '#src/modules/events/event-resources.service.ts';
import { judge, previewOf, proposalOf, type ActionKind, type Proposal } from './action-kit.ts';
import { choicesFor, may, oneNamed, reply, type AnswerContext, type Reply } from './answers.ts';
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

export type LessonActionKind = 'book_customer' | 'assign_instructor';

interface LessonAction extends ActionKind<LessonActionInput> {
  readonly subject: 'customer' | 'staff';
  /** Whether the subject was already where the action puts them, from its preview. */
  readonly already: (preview: AssistantPreview) => boolean;
  readonly already_: MessageKey;
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

/** The names of a lesson's customers and staff, before and after, by id. */
export const namesOf = (...lessons: readonly Event[]): Record<string, string> =>
  Object.fromEntries(
    lessons.flatMap((lesson) => [
      ...lesson.customers.map((customer) => [customer.customerId, customer.name] as const),
      ...lesson.staff.map((member) => [member.staffId, member.name] as const),
    ]),
  );

/** The lesson as it stands before and after, the same shape for the preview and the result. */
export function lessonPreview(
  words: Wording,
  kind: LessonActionKind,
  before: Event,
  after: Event,
  subject: Named,
): AssistantPreview {
  return previewOf(
    words.t(kind === 'book_customer' ? 'assistant.book.preview' : 'assistant.assign.preview', {
      name: subject.name,
      lesson: after.title,
      start: words.start(after.startsAt),
      place: after.placeName,
      before: bookedCustomers(before).length,
      after: bookedCustomers(after).length,
    }),
    {
      eventId: after.id,
      subjectId: subject.id,
      customersBefore: bookedCustomers(before),
      customersAfter: bookedCustomers(after),
      instructorsBefore: instructors(before),
      instructorsAfter: instructors(after),
      names: { ...namesOf(before, after), [subject.id]: subject.name },
    },
  );
}

/** The change through the events service, as the lesson's page makes it, with the lesson as it was just before. */
function lessonAction(
  kind: LessonActionKind,
  reads: (typeof ENTITY_ACCESS)['customer' | 'staff']['read'],
  make: (call: CallContext, input: LessonActionInput) => Promise<Event>,
  done: MessageKey,
): ActionKind<LessonActionInput> {
  return {
    // What the caller must hold, as the lesson's page needs it, besides planning the schedule.
    allowed: (call) => may(call, ENTITY_ACCESS.event.write) && may(call, reads),
    async perform(call, words, input) {
      const before = await getEvent(call, input.eventId);
      const after = await make(call, input);
      const name =
        after.customers.find((row) => row.customerId === input.subjectId)?.name ??
        after.staff.find((row) => row.staffId === input.subjectId)?.name ??
        '';
      return {
        preview: lessonPreview(words, kind, before, after, { id: input.subjectId, name }),
        done: words.t(done, { name, lesson: after.title, start: words.start(after.startsAt) }),
        links: [words.link('assistant.link.lesson', `/lesson/${after.id}`)],
      };
    },
  };
}

/** The changes SmartBot can propose on a lesson's people. */
export const LESSON_ACTIONS: Record<LessonActionKind, LessonAction> = {
  book_customer: {
    ...lessonAction(
      'book_customer',
      ENTITY_ACCESS.customer.read,
      (call, input) => addCustomer(call, input.eventId, input.subjectId),
      'assistant.book.done',
    ),
    subject: 'customer',
    already: (preview) => preview.customersBefore.includes(preview.subjectId ?? ''),
    already_: 'assistant.book.already',
  },
  assign_instructor: {
    ...lessonAction(
      'assign_instructor',
      ENTITY_ACCESS.staff.read,
      (call, input) => addStaff(call, input.eventId, input.subjectId, 'instructor', { override: input.override }),
      'assistant.assign.done',
    ),
    subject: 'staff',
    already: (preview) => preview.instructorsBefore.includes(preview.subjectId ?? ''),
    already_: 'assistant.assign.already',
  },
};

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

/**
 * A change proposed from the caller's own words (never from the school's data): the person and
 * the lesson they name, the change as the events service makes it (run, then rolled back) and
 * the engine's verdict. A warning is shown with the change as it would be when gone past; a
 * refusal leaves nothing to confirm.
 */
export async function proposeLessonAction(context: AnswerContext, kind: LessonActionKind): Promise<Proposal> {
  const { call, words } = context;
  const action = LESSON_ACTIONS[kind];
  if (!action.allowed(call)) return { reply: reply(words.t('assistant.notAllowed')) };
  const subject = oneNamed(context, action.subject);
  if ('reply' in subject) return { reply: subject };
  const lesson = await lessonMeant(context);
  if ('reply' in lesson) return { reply: lesson };
  return proposeOnLesson(context, kind, lesson.id, subject);
}

/**
 * A lesson's people changed as asked (by the caller's words, or by a model's tool call): the
 * change as the events service makes it, run then rolled back, and the engine's verdict.
 */
export async function proposeOnLesson(
  context: AnswerContext,
  kind: LessonActionKind,
  eventId: string,
  subject: Named,
): Promise<Proposal> {
  const { call, words } = context;
  const action = LESSON_ACTIONS[kind];
  const links = [words.link('assistant.link.lesson', `/lesson/${eventId}`)];
  let judged = await judge(context, action, { eventId, subjectId: subject.id, override: false }, (input) => ({
    ...input,
    override: true,
  }));
  if (judged.performed && action.already(judged.performed.preview)) {
    const message = words.t(action.already_, { name: subject.name });
    judged = { ...judged, verdict: { status: 'refused', reason: 'already_done', message }, performed: null };
  }
  const unchanged = await getEvent(call, eventId);
  return proposalOf(context, kind, judged, lessonPreview(words, kind, unchanged, unchanged, subject), links);
}
