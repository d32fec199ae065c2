import type { AssistantIntent } from '@lineup/contract/assistant';
import { tokens } from './text-tokens.ts';

/** Words shorter than this are kept whole; longer ones also give their stem (their first letters). */
const STEM = 5;

/** A word and, for a long word, its first letters: "aulas" and "aula", "lessons" and "lesso". */
function features(text: string): string[] {
  const out: string[] = [];
  for (const token of tokens(text)) {
    if (/^\d+$/.test(token)) continue;
    out.push(token);
    if (token.length > STEM) out.push(`${token.slice(0, STEM)}…`);
  }
  return out;
}

export interface Classification {
  readonly intent: AssistantIntent;
  readonly confidence: number;
}

export interface Classifier {
  classify(text: string): Classification;
  /** Whether a word is one the examples use: such a word says what is asked, not whom about. */
  knows(word: string): boolean;
}

/**
 * A multinomial naive Bayes classifier learned from example phrases, with small additive
 * smoothing (so that one word seen in an intent's examples weighs against many not seen) and
 * the same prior for every intent (the number of examples says nothing about what is asked):
 * deterministic, a few milliseconds to learn, microseconds per question. Words it never saw do
 * not count, so a name or a place says nothing about the intent. Below `threshold` of posterior
 * probability, or with no known word, the answer is `unknown`.
 */
export function trainClassifier(
  examples: Readonly<Partial<Record<AssistantIntent, readonly string[]>>>,
  threshold = 0.4,
  smoothing = 0.1,
): Classifier {
  const counts = new Map<AssistantIntent, Map<string, number>>();
  const totals = new Map<AssistantIntent, number>();
  const vocabulary = new Set<string>();
  for (const [intent, phrases] of Object.entries(examples) as [AssistantIntent, readonly string[]][]) {
    const table = new Map<string, number>();
    let total = 0;
    for (const phrase of phrases) {
      for (const feature of features(phrase)) {
        table.set(feature, (table.get(feature) ?? 0) + 1);
        vocabulary.add(feature);
        total++;
      }
    }
    counts.set(intent, table);
    totals.set(intent, total);
  }
  const size = vocabulary.size;
  return {
    knows: (word) => vocabulary.has(word),
    classify(text) {
      const seen = features(text).filter((feature) => vocabulary.has(feature));
      if (seen.length === 0) return { intent: 'unknown', confidence: 0 };
      const scores: [AssistantIntent, number][] = [];
      for (const [intent, table] of counts) {
        let score = 0;
        const denominator = totals.get(intent)! + smoothing * size;
        for (const feature of seen) score += Math.log(((table.get(feature) ?? 0) + smoothing) / denominator);
        scores.push([intent, score]);
      }
      scores.sort((a, b) => b[1] - a[1]);
      const best = scores[0]!;
      const sum = scores.reduce((total, [, score]) => total + Math.exp(score - best[1]), 0);
      const confidence = 1 / sum;
      return confidence < threshold ? { intent: 'unknown', confidence } : { intent: best[0], confidence };
    },
  };
}
