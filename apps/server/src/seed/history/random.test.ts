import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('the seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: string) => Array.from({ length: 20 }, createRandom(seed).next);
    expect(draw('lineup')).toEqual(draw('lineup'));
    expect(draw('lineup')).not.toEqual(draw('lineup2'));
  });

  it('keeps numbers in their ranges and weights the likelier choice more often', () => {
    const random = createRandom('ranges');
    const ints = Array.from({ length: 2_000 }, () => random.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    const picks = Array.from({ length: 2_000 }, () => random.weighted([['often', 9] as const, ['rarely', 1] as const]));
    const often = picks.filter((pick) => pick === 'often').length;
    expect(often).toBeGreaterThan(1_700);
    expect(often).toBeLessThan(1_900);
  });

  it('forks generators that leave the parent’s later draws as they were', () => {
    const plain = createRandom('fork');
    plain.next();
    const expected = Array.from({ length: 5 }, plain.next);
    const forked = createRandom('fork');
    const child = forked.fork('part');
    for (let i = 0; i < 100; i += 1) child.next();
    expect(Array.from({ length: 5 }, forked.next)).toEqual(expected);
  });
});
