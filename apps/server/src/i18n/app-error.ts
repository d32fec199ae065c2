import type { ErrorCode } from '@lineup/contract/problem';
import type { Language } from '@lineup/contract/languages';
import { AppError } from '#src/http/app-error.ts';
import { translate, type MessageKey } from './messages.ts';

/** An AppError whose detail is written in the caller's language. */
export function localizedError(
  code: ErrorCode,
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): AppError {
  return new AppError(code, translate(language, key, params));
}
