import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { issueOf } from '@lineup/contract/validation';
import { validationText } from '#web/lib/error-text.ts';

/** A field's message by its path (`name`, `address.street`), as Mantine's form takes them. */
type FormErrors = Record<string, string>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** One issue in the reader's language, as the server words it: from its code and parameters. */
function issueText(issue: z.core.$ZodIssue, value: unknown, t: TFunction): string {
  // A number or choice left empty reads "Fill in this field", not "not valid".
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isBlank(value)) {
    return t('validation.required');
  }
  return validationText(issueOf(issue), t);
}

/**
 * A Mantine form validator from a contract schema: the form checks exactly what the server will,
 * and says it with the same words (`validation.*`). Mantine's own `schemaResolver` reads only
 * messages; Lineup words issues from their codes, so it reads zod's issues itself.
 */
export function contractResolver<Values>(
  schema: z.ZodType,
  t: TFunction,
  toInput: (values: Values) => unknown,
): (values: Values) => FormErrors {
  return (values) => {
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueText(issue, valueAt(input, issue.path), t);
    }
    return errors;
  };
}
