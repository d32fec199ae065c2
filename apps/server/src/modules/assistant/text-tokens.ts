/** Lower case, without accents, apostrophes and hyphens as spaces: "Amanhã às 10h" → "amanha as 10h". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’`\-‐–]/g, ' ');
}

const HAN = /\p{Script=Han}/u;

/**
 * The words of a text: runs of letters and digits; Chinese, written without spaces, gives each
 * character and each pair of neighbours, so "明天的课" holds 明天 and 课.
 */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const run of normalize(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (!HAN.test(run)) {
      out.push(run);
      continue;
    }
    const chars = [...run];
    for (let i = 0; i < chars.length; i++) {
      const char = chars[i]!;
      if (!HAN.test(char)) continue;
      out.push(char);
      const next = chars[i + 1];
      if (next && HAN.test(next)) out.push(char + next);
    }
    // Latin letters or digits inside a Chinese run ("Ana的余额") are words of their own.
    for (const latin of run.match(/[^\p{Script=Han}]+/gu) ?? []) out.push(latin);
  }
  return out;
}

/** Edit distance with swapped neighbours as one edit, for names typed with a letter wrong. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j]!, before[j - 2]! + 1);
      }
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
