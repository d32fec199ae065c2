import { ENTITY_ACCESS } from '@lineup/contract/access';
import type { AssistantPreview } from '@lineup/contract/assistant';
import { eventTypeListQuerySchema, type EventType } from '@lineup/contract/event-types';
import {
  eventCreateSchema,
  eventListQuerySchema,
  type Event,
  type EventCreate,
  type EventSummary,
  type EventTime,
} from '@lineup/contract/events';
import type { SkillLevel } from '@lineup/contract/levels';
import type { CallContext } from '#src/http/request-context.ts';
import { dayAfter, zonedInstant } from '#src/lib/zoned-day.ts';
import { eventTypeResource } from '#src/modules/event-types/event-types.resource.ts';
import { createEvent, moveEvent } from '#src/modules/events/event-lifecycle.service.ts';
import { getEvent, listEvents } from '#src/modules/events/event-queries.service.ts';
import { judge, previewOf, proposalOf, type ActionKind, type Judged, type Proposal } from './action-kit.ts';
import { choicesFor, may, reply, type AnswerContext } from './answers.ts';
import { namesOf } from './lesson-actions.ts';
import { findNamed } from './names.ts';
import { findMoveDays } from './when.ts';
import { normalize } from './text-tokens.ts';
import { classifier } from './understand.ts';
import type { Wording } from './wording.ts';
import { clock } from '@lineup/contract/clock';

/** What Confirm creates: the events service's own input, kept with the proposal. */
export interface CreateLessonInput {
  readonly lesson: EventCreate;
}

/** What Confirm moves: the lesson and its new start and length (`override` past the warnings the preview showed). */
export interface MoveLessonInput {
  readonly eventId: string;
  readonly time: EventTime;
}

/** Planning the schedule is the lesson page's `manage_students` (decision 009). */
const plans = (call: CallContext) => may(call, ENTITY_ACCESS.event.write);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const peopleOf = (event: Event) => ({
  customers: event.customers
    .filter((customer) => customer.attendance !== 'cancelled')
    .map((customer) => customer.customerId)
    .sort(),
  instructors: event.staff
    .filter((member) => member.role === 'instructor')
    .map((member) => member.staffId)
    .sort(),
});

/** The lesson as the events service made it, the same shape for the preview and after Confirm. */
function planOf(event: Event, startsBefore: string | null): AssistantPreview['plan'] {
  return {
    eventTypeId: event.eventTypeId,
    title: event.title,
    placeId: event.placeId,
    startsAt: new Date(event.startsAt).toISOString(),
    durationMinutes: event.durationMinutes,
    startsBefore: startsBefore === null ? null : new Date(startsBefore).toISOString(),
  };
}

const lessonLink = (words: Wording, event: Event) => words.link('assistant.link.lesson', `/lesson/${event.id}`);

/** A new lesson through the events service (`createEvent`, as the lesson form makes it), judged by the conflict engine. */
export const CREATE_LESSON: ActionKind<CreateLessonInput> = {
  allowed: plans,
  async perform(call, words, input) {
    const made = await createEvent(call, input.lesson);
    const people = peopleOf(made);
    const params = {
      lesson: made.title,
      start: words.start(made.startsAt),
      place: made.placeName,
      minutes: made.durationMinutes,
    };
    return {
      preview: previewOf(words.t('assistant.plan.preview', params), {
        eventId: made.id,
        customersAfter: people.customers,
        instructorsAfter: people.instructors,
        names: namesOf(made),
        plan: planOf(made, null),
      }),
      done: words.t('assistant.plan.done', params),
      links: [lessonLink(words, made)],
    };
  },
};

/** A lesson moved through the events service (`moveEvent`, as a drag on the calendar moves it). */
export const MOVE_LESSON: ActionKind<MoveLessonInput> = {
  allowed: plans,
  async perform(call, words, input) {
    const before = await getEvent(call, input.eventId);
    const after = await moveEvent(call, input.eventId, input.time);
    const [was, now] = [peopleOf(before), peopleOf(after)];
    return {
      preview: previewOf(
        words.t('assistant.move.preview', {
          lesson: after.title,
          place: after.placeName,
          from: words.start(before.startsAt),
          to: words.start(after.startsAt),
        }),
        {
          eventId: after.id,
          customersBefore: was.customers,
          customersAfter: now.customers,
          instructorsBefore: was.instructors,
          instructorsAfter: now.instructors,
          names: namesOf(before, after),
          plan: planOf(after, before.startsAt),
        },
      ),
      done: words.t('assistant.move.done', { lesson: after.title, start: words.start(after.startsAt) }),
      links: [lessonLink(words, after)],
    };
  },
};

/** Level words in the six languages (normalised), for "a beginner lesson" when no type is named. */
const LEVEL_WORDS: readonly [RegExp, SkillLevel][] = [
  [/\b(beginners?|iniciacao|iniciantes?|principiantes?|debutants?|anfanger\w*)\b|初学|新手/, 'beginner'],
  [/\b(intermediate|intermedi[oa]s?|intermediaires?|fortgeschrittene?n?)\b|中级/, 'intermediate'],
  [/\b(advanced|avancad[oa]s?|avanzad[oa]s?|avances?|experten?|profis?)\b|高级/, 'advanced'],
];

/** The lesson type a text names, else the one of the level it names, else the school's only one; or the reply that asks. */
async function typeMeant(context: AnswerContext): Promise<EventType | Proposal> {
  const { call, words, understood, text } = context;
  const page = await eventTypeResource.list(
    call,
    eventTypeListQuerySchema.parse({ kind: 'lesson', active: 'true', pageSize: 100 }),
  );
  const types = page.items;
  const named = understood.eventType;
  if (named && 'found' in named) {
    const type = types.find((each) => each.id === named.found.id);
    if (type) return type;
  }
  const plain = normalize(text);
  const level = LEVEL_WORDS.find(([pattern]) => pattern.test(plain))?.[1];
  const ofLevel = level ? types.filter((type) => type.level === level) : [];
  const choices =
    named && 'ambiguous' in named ? types.filter((type) => named.ambiguous.some((n) => n.id === type.id)) : [];
  const candidates = choices.length > 0 ? choices : ofLevel.length > 0 ? ofLevel : types;
  if (candidates.length === 1) return candidates[0]!;
  return { reply: reply(words.t('assistant.plan.needType'), { choices: choicesFor(text, candidates) }) };
}

/**
 * A new lesson asked for in the member's own words: its type (named, by level, or the only one),
 * its place, its day and time on the school's clocks, the type's length; the engine's verdict,
 * daylight and tide warnings included, shown before anything is made.
 */
export async function proposeCreateLesson(context: AnswerContext): Promise<Proposal> {
  const { call, words, understood, text } = context;
  if (!CREATE_LESSON.allowed(call)) return { reply: reply(words.t('assistant.notAllowed')) };
  const { place } = understood;
  if (place && 'ambiguous' in place) {
    return { reply: reply(words.t('assistant.slots.needPlace'), { choices: choicesFor(text, place.ambiguous) }) };
  }
  if (!place) return { reply: reply(words.t('assistant.slots.needPlace')) };
  if (understood.time === null) return { reply: reply(words.t('assistant.plan.needWhen')) };
  const type = await typeMeant(context);
  if ('reply' in type) return type;
  const day = understood.day ?? words.today();
  const lesson = eventCreateSchema.parse({
    eventTypeId: type.id,
    title: type.name,
    placeId: place.found.id,
    roomId: null,
    startsAt: zonedInstant(day, minutesOf(understood.time), words.timeZone).toISOString(),
    durationMinutes: type.durationMinutes,
    color: null,
    capacity: null,
    comments: '',
    notes: '',
  });
  return proposeLessonOf(context, lesson, { type: type.name, place: place.found.name });
}

/**
 * A new lesson as asked (by the caller's words, or by a model's tool call): made by the events
 * service and rolled back, with the engine's verdict, daylight and tide warnings included.
 */
export async function proposeLessonOf(
  context: AnswerContext,
  lesson: EventCreate,
  names: { readonly type: string; readonly place: string },
): Promise<Proposal> {
  const { words } = context;
  const judged = await judge(context, CREATE_LESSON, { lesson }, (input) => ({
    lesson: { ...input.lesson, override: true },
  }));
  // The lesson the preview made was rolled back: it has no page until Confirm makes it.
  const shown: Judged<CreateLessonInput> = judged.performed
    ? { ...judged, performed: { ...judged.performed, preview: { ...judged.performed.preview, eventId: null } } }
    : judged;
  const asked = previewOf(
    words.t('assistant.plan.preview', {
      lesson: names.type,
      start: words.start(lesson.startsAt),
      place: names.place,
      minutes: lesson.durationMinutes,
    }),
  );
  const day = words.dayOf(lesson.startsAt);
  const links = [words.link('assistant.link.lessons', `/lesson?from=${day}&to=${day}`)];
  return proposalOf(
    context,
    'create_lesson',
    { ...shown, performed: shown.performed && { ...shown.performed, links } },
    asked,
    links,
  );
}

/** How far ahead a lesson named without a day is looked for. */
const MOVE_LOOKAHEAD_DAYS = 7;

/**
 * The one lesson a move names: by its title's words (the next one when a title repeats), else by
 * the type and place named on the day named; or the reply that asks which.
 */
async function lessonToMove(context: AnswerContext): Promise<EventSummary | Proposal> {
  const { call, words, understood, text } = context;
  const from = understood.day ?? words.today();
  const to = understood.day ?? dayAfter(from, MOVE_LOOKAHEAD_DAYS - 1);
  const page = await listEvents(call, eventListQuerySchema.parse({ from, to, status: 'scheduled', pageSize: 100 }));
  const found = (match: typeof understood.place) => (match && 'found' in match ? match.found.id : null);
  const placeId = found(understood.place);
  const typeId = found(understood.eventType);
  const now = clock.ms();
  const upcoming = page.items.filter(
    (event) =>
      Date.parse(event.startsAt) > now &&
      (placeId === null || event.placeId === placeId) &&
      (typeId === null || event.eventTypeId === typeId),
  );
  const titled = findNamed(
    text,
    upcoming.map((event) => ({ id: event.id, name: event.title })),
    (word) => classifier().knows(word),
  );
  const meant = titled
    ? upcoming.filter((event) =>
        'found' in titled ? event.id === titled.found.id : titled.ambiguous.some((one) => one.id === event.id),
      )
    : understood.day !== null || typeId !== null || placeId !== null
      ? upcoming
      : [];
  // A title that repeats (a series) means its next occurrence, unless a day was named.
  const sameTitle = meant.length > 1 && meant.every((event) => event.title === meant[0]!.title);
  if (meant.length === 1 || (sameTitle && understood.day === null)) return meant[0]!;
  if (meant.length === 0) {
    return { reply: reply(words.t('assistant.book.noLesson', { day: words.day(from), time: '' })) };
  }
  return {
    reply: reply(words.t('assistant.book.whichLesson'), {
      choices: meant.map((lesson) => ({
        label: `${words.start(lesson.startsAt)} ${lesson.title} · ${lesson.placeName}`,
        // The lesson's own day first: a day the member named after it stays where the lesson goes.
        text: `(${words.dayOf(lesson.startsAt)} ${lesson.title}) ${text}`,
      })),
    }),
  };
}

/**
 * A lesson moved in the member's own words: the lesson named (on the day named first, if any), to
 * the day and the time named, each its own when not named (its length kept); the engine's
 * verdict, the instructors' and the conditions' warnings included.
 */
export async function proposeMoveLesson(context: AnswerContext): Promise<Proposal> {
  const { call, words, understood, text } = context;
  if (!MOVE_LESSON.allowed(call)) return { reply: reply(words.t('assistant.notAllowed')) };
  const days = findMoveDays(text, words.today());
  if (understood.time === null && days.to === null) return { reply: reply(words.t('assistant.move.needTime')) };
  const lesson = await lessonToMove({ ...context, understood: { ...understood, day: days.from } });
  if ('reply' in lesson) return lesson;
  // To the day named (else its own), at the time named (else its own).
  const clock = understood.time ?? words.clock(lesson.startsAt);
  const startsAt = zonedInstant(days.to ?? words.dayOf(lesson.startsAt), minutesOf(clock), words.timeZone);
  return proposeMoveOf(context, lesson, {
    startsAt: startsAt.toISOString(),
    durationMinutes: lesson.durationMinutes,
    override: false,
  });
}

/**
 * A lesson moved as asked (by the caller's words, or by a model's tool call): moved by the events
 * service and rolled back, with the engine's verdict, the instructors' and the conditions' warnings included.
 */
export async function proposeMoveOf(
  context: AnswerContext,
  lesson: Pick<EventSummary, 'id' | 'title' | 'placeName' | 'startsAt'>,
  time: EventTime,
): Promise<Proposal> {
  const { words } = context;
  const input: MoveLessonInput = { eventId: lesson.id, time: { ...time, override: false } };
  const links = [words.link('assistant.link.lesson', `/lesson/${lesson.id}`)];
  const asked = previewOf(
    words.t('assistant.move.preview', {
      lesson: lesson.title,
      place: lesson.placeName,
      from: words.start(lesson.startsAt),
      to: words.start(time.startsAt),
    }),
    { eventId: lesson.id },
  );
  if (Date.parse(time.startsAt) === Date.parse(lesson.startsAt)) {
    const verdict = { status: 'refused', reason: 'already_done', message: words.t('assistant.move.same') } as const;
    return proposalOf(context, 'move_lesson', { verdict, performed: null, input }, asked, links);
  }
  const judged = await judge(context, MOVE_LESSON, input, (tried) => ({
    ...tried,
    time: { ...tried.time, override: true },
  }));
  return proposalOf(context, 'move_lesson', judged, asked, links);
}
