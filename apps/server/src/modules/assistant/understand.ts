import type { AssistantIntent } from '@lineup/contract/assistant';
import { trainClassifier, type Classifier } from './classifier.ts';
import { INTENT_EXAMPLES } from './intent-examples.ts';
import { findNamed, type NameMatch, type Named } from './names.ts';
import { normalize } from './text-tokens.ts';
import { findDay, findTime } from './when.ts';

/** The school's records a question may name, each kind read only when the caller may read it. */
export interface Directory {
  readonly customers?: readonly Named[];
  readonly staff?: readonly Named[];
  readonly places?: readonly Named[];
  readonly eventTypes?: readonly Named[];
  readonly packages?: readonly Named[];
}

export interface Understanding {
  readonly intent: AssistantIntent;
  readonly confidence: number;
  readonly day: string | null;
  readonly time: string | null;
  readonly customer: NameMatch;
  readonly staff: NameMatch;
  readonly place: NameMatch;
  readonly eventType: NameMatch;
  readonly package: NameMatch;
}

/** The records each intent looks for in the text; the others are not searched. */
export const INTENT_NAMES: Readonly<Record<AssistantIntent, readonly (keyof Directory)[]>> = {
  greeting: [],
  help: [],
  lessons_day: [],
  customer_balance: ['customers'],
  top_debtors: [],
  revenue_month: [],
  staff_pay_due: ['staff'],
  works_overdue: [],
  free_slots: ['places', 'eventTypes'],
  book_customer: ['customers', 'places', 'eventTypes'],
  assign_instructor: ['staff', 'places', 'eventTypes'],
  record_payment: ['customers'],
  sell_package: ['customers', 'packages'],
  create_lesson: ['places', 'eventTypes'],
  move_lesson: ['places', 'eventTypes'],
  equipment_free: [],
  unknown: [],
};

let learned: Classifier | null = null;

/** The classifier, learned once from the examples (a few milliseconds) on first use. */
export function classifier(): Classifier {
  learned ??= trainClassifier(INTENT_EXAMPLES);
  return learned;
}

/** What a text asks (its intent) and what it names, given the school's today and records. */
export function understand(
  text: string,
  today: string,
  directory: Directory,
  /** The intent already known (a follow-up asks what the question before it asked). */
  asked?: AssistantIntent,
): Understanding {
  const model = classifier();
  const { intent, confidence } = asked ? { intent: asked, confidence: 1 } : model.classify(text);
  const wanted = new Set(INTENT_NAMES[intent]);
  const find = (kind: keyof Directory): NameMatch =>
    wanted.has(kind) ? findNamed(text, directory[kind] ?? [], (word) => model.knows(word)) : null;
  return {
    intent,
    confidence,
    day: findDay(text, today),
    time: findTime(text),
    customer: find('customers'),
    staff: find('staff'),
    place: find('places'),
    eventType: find('eventTypes'),
    package: find('packages'),
  };
}

/** The words of a text that may be a name: not a word the intents' examples use, three letters or more. */
export function candidateWords(text: string): string[] {
  const model = classifier();
  return (text.match(/[\p{L}][\p{L}\p{M}'’]{2,}/gu) ?? []).filter(
    (word) => !/\p{Script=Han}/u.test(word) && !model.knows(normalize(word)),
  );
}
