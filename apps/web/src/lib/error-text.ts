import type { TFunction } from 'i18next';
import { REFUSAL_REASONS, type RefusalReason } from '@lineup/contract/problem';
import type { z } from 'zod';
import { issueOf, validationMessage, type ValidationIssue } from '@lineup/contract/validation';
import { ApiError, type ProblemParams } from '#web/lib/api-error.ts';

const isKnownReason = (reason: string | undefined): reason is RefusalReason =>
  (REFUSAL_REASONS as readonly (string | undefined)[]).includes(reason);

/** Parameters that name a role or a school status are worded too, not shown as codes. */
function reasonParams(params: ProblemParams, t: TFunction): Record<string, string | number> {
  const worded: Record<string, string | number> = { ...params };
  if (typeof params.role === 'string') worded.role = t(`roles.${params.role}`, { defaultValue: params.role });
  for (const key of ['from', 'to'] as const) {
    const value = params[key];
    if (typeof value === 'string') worded[key] = t(`schools.status.${value}`, { defaultValue: value });
  }
  return worded;
}

/**
 * What to tell the user about a failed call, in the interface's language: a refusal from its
 * reason code (`reasons.<reason>`), a failure without an answer, too many requests or a database
 * out of reach from its code, else the server's own (already localized) `detail`. The one place where reason codes meet their texts.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.code === 'timeout') return t(`errors.${error.code}`);
    if (error.status === 429) return t('errors.rate_limited');
    if (error.code === 'database_unavailable') return t('errors.database_unavailable');
    if (isKnownReason(error.reason)) {
      const text = t(`reasons.${error.reason}`, reasonParams(error.params, t));
      // A refusal about one occurrence of a repeating event says which.
      const { occurrence } = error.params;
      return typeof occurrence === 'string' ? t('errors.inOccurrence', { start: occurrence, detail: text }) : text;
    }
    const coded = error.fieldErrors.length > 0 && error.fieldErrors.every((entry) => entry.code);
    if (error.code === 'validation_failed' && coded) return t('errors.validation_failed');
    return error.detail;
  }
  return t('errors.unexpected');
}

/** A validation issue (the server's or the form's own) worded in the interface's language. */
export function validationText(issue: ValidationIssue, t: TFunction): string {
  return t(`validation.${validationMessage(issue)}`, issue.params);
}

/** The message for one field (`body.email` or `email`), if the server named that field. */
export function fieldError(error: unknown, field: string, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const found = error.fieldErrors.find((entry) => entry.path === field || entry.path.endsWith(`.${field}`));
  if (!found) return undefined;
  return found.code ? validationText({ code: found.code, params: found.params ?? {} }, t) : found.message;
}

/** A form's own check against the contract's schema for a field: its first issue, worded here. */
export function schemaError(schema: z.ZodType, value: unknown, t: TFunction): string | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue ? validationText(issueOf(issue), t) : undefined;
}
