import { z } from 'zod';

/** The validation code of a string that holds control characters (PostgreSQL refuses NUL in text). */
export const CONTROL_CHARACTERS = 'control_characters';

// C0 controls and DEL; multi-line text keeps tab, line feed and carriage return. Matching them is the point.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const refusal = { params: { code: CONTROL_CHARACTERS } };

/** Every string of a request: one line, no control characters. Chain `.trim()`, `.max()` and friends. */
export function text() {
  return z.string().refine((value) => !SINGLE_LINE_CONTROLS.test(value), refusal);
}

/** A string that may span lines: tab and line breaks are allowed, other control characters are not. */
export function multiLineText() {
  return z.string().refine((value) => !MULTI_LINE_CONTROLS.test(value), refusal);
}

/**
 * A one-line string in a format (an e-mail address, a phone number), or empty. A value with
 * control characters is refused for them alone, not also for its format.
 */
export function formattedText(format: string, pattern: RegExp) {
  return text()
    .trim()
    .refine((value) => value === '' || SINGLE_LINE_CONTROLS.test(value) || pattern.test(value), {
      params: { code: 'invalid_format', format },
    });
}
