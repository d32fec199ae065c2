import { isLanguage, type Language } from '@lineup/contract/languages';

/**
 * The language an account's e-mails (and text messages) are written in: the account's own, kept
 * from the interface it registered in and each language chosen since; an account without one yet
 * is written to in the language of the request that sends them.
 */
export function accountLanguage(saved: string | null | undefined, request: Language): Language {
  return isLanguage(saved) ? saved : request;
}
