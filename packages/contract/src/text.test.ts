import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiLineText, text } from './text.ts';

const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

describe('request strings', () => {
  it('refuse every C0 control character and DEL on one line, wherever it sits', () => {
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, bad, after) => {
        expect(text().safeParse(`${before}${bad}${after}`).success).toBe(false);
      }),
    );
    expect(text().safeParse('a\u007fb').success).toBe(false);
  });

  it('keep tab and line breaks in multi-line text and refuse the other controls', () => {
    expect(multiLineText().safeParse('one\ttwo\r\nthree').success).toBe(true);
    expect(multiLineText().safeParse('nul\u0000').success).toBe(false);
    expect(multiLineText().safeParse('bell\u0007').success).toBe(false);
  });

  it('accept ordinary text in any script, and still apply the chained limits', () => {
    expect(text().trim().max(20).parse('  Onda Açores 海浪 ')).toBe('Onda Açores 海浪');
    expect(text().max(3).safeParse('abcd').success).toBe(false);
  });

  it('name the refusal with a stable code', () => {
    const issue = text().safeParse('x\u0000').error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', params: { code: 'control_characters' } });
  });
});
