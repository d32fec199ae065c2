import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { text } from './text.ts';
import { issueOf, validationMessage } from './validation.ts';

const first = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error('expected an issue');
  return issueOf(issue);
};

describe('validation issues', () => {
  it('carry the code and the limit, and pick the message that words them', () => {
    const long = first(text().max(5), 'too long');
    expect(long).toEqual({ code: 'too_big', params: { origin: 'string', maximum: 5 } });
    expect(validationMessage(long)).toBe('too_long');
    expect(validationMessage(first(text().min(2), 'a'))).toBe('too_short');
    expect(validationMessage(first(text().min(1), ''))).toBe('required');
    expect(validationMessage(first(z.number().max(3), 4))).toBe('too_large');
    expect(validationMessage(first(z.number().min(3), 1))).toBe('too_small');
    expect(validationMessage(first(z.email(), 'nope'))).toBe('invalid_format');
    expect(validationMessage(first(z.enum(['a', 'b']), 'c'))).toBe('invalid_choice');
    expect(validationMessage(first(z.string(), 4))).toBe('invalid');
  });

  it('name control characters by their own code', () => {
    const issue = first(text(), 'a\u0000');
    expect(issue).toEqual({ code: 'control_characters', params: {} });
    expect(validationMessage(issue)).toBe('control_characters');
  });
});
