import type { AssistantAnswer, AssistantEntities, AssistantIntent } from '@lineup/contract/assistant';
import { findCategory, findSize } from './equipment-answer.ts';
import type { NameMatch } from './names.ts';
import { normalize } from './text-tokens.ts';
import type { Understanding } from './understand.ts';

/** The answers a short follow-up can ask again about another day, time, customer or place; never a change. */
export const FOLLOW_UPS: ReadonlySet<AssistantIntent> = new Set([
  'lessons_day',
  'customer_balance',
  'free_slots',
  'equipment_free',
]);

/** How a follow-up starts or ends in the six languages ("and on Friday?", "e a Ana?", "那周五呢？"), normalised. */
const MARKER =
  /^[\s¿¡]*(?:and|what about|how about|e|e quanto a|y|y que tal|et|et pour|und|was ist mit|wie ist es mit)\s|^\s*(?:那|还有|那么)|呢\s*[?？]?\s*$/;

/** The most words a follow-up has: more, and it is a question of its own. */
const WORDS_MAX = 7;

/** Whether a text leans on the question before it rather than asking one of its own. */
export function isFollowUp(text: string): boolean {
  const plain = normalize(text);
  return MARKER.test(plain) && plain.split(/\s+/).filter(Boolean).length <= WORDS_MAX;
}

const named = (match: NameMatch) => match !== null;

/** Whether a follow-up names anything to ask again about: a day, a time, a record, or equipment. */
export function namesSomething(understood: Understanding, text: string): boolean {
  const { day, time, customer, staff, place, eventType } = understood;
  return (
    day !== null ||
    time !== null ||
    [customer, staff, place, eventType].some(named) ||
    findCategory(text) !== null ||
    findSize(text) !== null
  );
}

const found = (entity: AssistantEntities['customer']): NameMatch => (entity ? { found: entity } : null);

/**
 * A follow-up understood as the question before it, with what it names in place of what that
 * one named ("lessons tomorrow?" then "and on Friday?": the lessons on Friday).
 */
export function followUp(understood: Understanding, before: AssistantAnswer): Understanding {
  const earlier = before.entities;
  return {
    ...understood,
    intent: before.intent,
    confidence: 1,
    day: understood.day ?? earlier.day,
    time: understood.time ?? earlier.time,
    customer: understood.customer ?? found(earlier.customer),
    staff: understood.staff ?? found(earlier.staff),
    place: understood.place ?? found(earlier.place),
    eventType: understood.eventType ?? found(earlier.eventType),
    package: understood.package ?? found(earlier.package),
  };
}
