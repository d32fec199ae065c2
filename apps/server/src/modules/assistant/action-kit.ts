import type {
  AssistantActionKind,
  AssistantLink,
  AssistantPreview,
  AssistantVerdict,
} from '@lineup/contract/assistant';
import type { RefusalReason } from '@lineup/contract/problem';
import { AppError } from '#src/http/app-error.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { reply, type AnswerContext, type Reply } from './answers.ts';
import { dryRun } from './in-transaction.ts';
import type { Wording } from './wording.ts';

/** What a message proposes: the reply, and what to keep for Confirm when something can be confirmed. */
export interface Proposal {
  readonly reply: Reply;
  /** Absent when nothing can be confirmed (a refusal, a question back). */
  readonly keep?: { readonly input: unknown; readonly preview: AssistantPreview };
}

/** A change as made: its preview's shape (the same for the preview and for Confirm), its words and its screens. */
export interface Performed {
  readonly preview: AssistantPreview;
  /** What Confirm says once it is made. */
  readonly done: string;
  readonly links: readonly AssistantLink[];
}

/**
 * One kind of change SmartBot can make: who may make it (asked at the preview and again at
 * Confirm), and the screen's own service call that makes it. The same `perform` runs in the
 * preview's rolled-back transaction and in Confirm's, so the preview is the change.
 */
export interface ActionKind<Input> {
  readonly allowed: (call: CallContext) => boolean;
  readonly perform: (call: CallContext, words: Wording, input: Input) => Promise<Performed>;
}

/** The engine's warnings: asked about first, gone past with `override` (decisions 009 and 013). */
export const WARNINGS: readonly RefusalReason[] = [
  'staff_unavailable',
  'certification_expired',
  'outside_daylight',
  'outside_tide_window',
];

/**
 * A refusal of a service (its reason and its words in the caller's language, a field's own words
 * when it names one); anything else is thrown on.
 */
export const refusalOf = (error: unknown) => {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  const fields = error.errors?.map((field) => field.message).join(' ');
  return { reason: error.refusal?.reason ?? error.code, message: fields || error.message };
};

/** A preview with only its words: what a kind does not touch is empty. */
export const previewOf = (summary: string, more: Partial<AssistantPreview> = {}): AssistantPreview => ({
  summary,
  eventId: null,
  subjectId: null,
  customersBefore: [],
  customersAfter: [],
  instructorsBefore: [],
  instructorsAfter: [],
  payment: null,
  sale: null,
  plan: null,
  ...more,
});

export interface Judged<Input> {
  readonly verdict: AssistantVerdict;
  /** The change as the service made it before rolling back; null when refused. */
  readonly performed: Performed | null;
  /** The input Confirm performs: with `override` when the preview went past a warning. */
  readonly input: Input;
}

/**
 * Runs the change through its service in a transaction that is rolled back, and gives the
 * verdict: `ok`; a `warning` of the engine, with the change as it would be when gone past (when
 * the kind can go past one); or `refused` with the service's reason and words.
 */
export async function judge<Input>(
  context: AnswerContext,
  kind: ActionKind<Input>,
  input: Input,
  overriding?: (input: Input) => Input,
): Promise<Judged<Input>> {
  const { call, words } = context;
  const attempt = (tried: Input) => dryRun(call, (inner) => kind.perform(inner, words, tried));
  try {
    return {
      verdict: { status: 'ok', reason: null, message: words.t('assistant.action.ok') },
      performed: await attempt(input),
      input,
    };
  } catch (error) {
    const refused = refusalOf(error);
    if (!overriding || !WARNINGS.includes(refused.reason as RefusalReason)) {
      return { verdict: { status: 'refused', ...refused }, performed: null, input };
    }
    const past = overriding(input);
    try {
      return { verdict: { status: 'warning', ...refused }, performed: await attempt(past), input: past };
    } catch (again) {
      return { verdict: { status: 'refused', ...refusalOf(again) }, performed: null, input };
    }
  }
}

/**
 * The answer to a change asked for: its preview and verdict, kept for Confirm unless refused; a
 * refusal is said with the service's words and the preview of what was asked.
 */
export function proposalOf<Input>(
  context: AnswerContext,
  kind: AssistantActionKind,
  judged: Judged<Input>,
  asked: AssistantPreview,
  links: readonly AssistantLink[] = [],
): Proposal {
  const { words } = context;
  const { verdict, performed } = judged;
  const preview = performed && verdict.status !== 'refused' ? performed.preview : asked;
  const said = {
    ok: preview.summary,
    warning: `${preview.summary} ${verdict.message}`,
    refused: `${words.t('assistant.action.refused')} ${verdict.message}`,
  }[verdict.status];
  const answer = reply(said, {
    links: [...(performed?.links ?? links)],
    action: { id: null, kind, preview, verdict, expiresAt: null },
  });
  if (verdict.status === 'refused') return { reply: answer };
  return { reply: answer, keep: { input: judged.input, preview } };
}
