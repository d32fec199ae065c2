import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lineup/contract/auth';
import type { MessageKey } from '#src/i18n/messages.ts';

// Passwords of eight or more characters from public leak lists, shipped with the project.
const COMMON = new Set(
  readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .filter(Boolean),
);

/** The message key of the first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): MessageKey | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'register.passwordShort';
  if (length > PASSWORD_MAX_LENGTH) return 'register.passwordLong';
  if (COMMON.has(password.toLowerCase())) return 'register.passwordCommon';
  return null;
}

export const PASSWORD_PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
