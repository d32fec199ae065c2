import { editDistance, tokens } from './text-tokens.ts';

export interface Named {
  readonly id: string;
  readonly name: string;
}

/** What a text says about one kind of record: the one it names, those it could mean, or none. */
export type NameMatch = { readonly found: Named } | { readonly ambiguous: readonly Named[] } | null;

/** Whether a word of the text is a name's word, allowing one wrong letter (two in a long word). */
function same(word: string, nameWord: string): boolean {
  if (word === nameWord) return true;
  if (word.length < 4 || nameWord.length < 4) return false;
  return editDistance(word, nameWord) <= (nameWord.length > 7 ? 2 : 1);
}

/**
 * The record a text names among `records`, by fuzzy match of their names' words. A word the
 * intents' examples use ("lesson", "aula") counts little, so "Group lesson" is not found in
 * "the lesson at 10"; a record is found when its whole name is there or its own words weigh
 * enough. When several match best equally, the text is ambiguous and they are the choices.
 */
export function findNamed(text: string, records: readonly Named[], common: (word: string) => boolean): NameMatch {
  const words = tokens(text).filter((word) => word.length >= 2);
  let best = 0;
  let matches: Named[] = [];
  for (const record of records) {
    const nameWords = tokens(record.name).filter((word) => word.length >= 2);
    if (nameWords.length === 0) continue;
    let weight = 0;
    let matched = 0;
    for (const nameWord of nameWords) {
      if (!words.some((word) => same(word, nameWord))) continue;
      matched++;
      weight += common(nameWord) || nameWord.length < 3 ? 0.3 : 1;
    }
    const whole = matched === nameWords.length;
    if (weight < 1 && !(whole && weight > 0.3 * nameWords.length - 0.01 && nameWords.length > 1)) continue;
    const score = weight + (whole ? 0.5 : 0);
    if (score > best) {
      best = score;
      matches = [record];
    } else if (score === best) matches.push(record);
  }
  if (matches.length === 0) return null;
  return matches.length === 1 ? { found: matches[0]! } : { ambiguous: matches };
}
