import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolRequestSchema } from '@lineup/contract/schools';
import { errorText, fieldError, schemaError } from '#web/lib/error-text.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { changeLanguage, i18n } from '#web/lib/i18n.ts';

const problemOf = (status: number, body: object) =>
  toApiError(
    status,
    '',
    JSON.stringify({ type: 'about:blank', title: 't', status, detail: 'Server words, English', ...body }),
  );

const refusal = problemOf(422, { code: 'unprocessable', reason: 'role_not_grantable', params: { role: 'owner' } });
const transition = problemOf(409, {
  code: 'conflict',
  reason: 'status_transition',
  params: { from: 'approved', to: 'pending' },
});
const tooLong = problemOf(400, {
  code: 'validation_failed',
  errors: [
    {
      path: 'body.name',
      message: 'Too big: expected string to have <=120 characters',
      code: 'too_big',
      params: { origin: 'string', maximum: 120 },
    },
  ],
});

describe('error texts from codes', () => {
  afterAll(() => changeLanguage('en'));

  describe('in English', () => {
    beforeAll(() => changeLanguage('en'));

    it('words a refusal from its reason and parameters, not from the server detail', () => {
      expect(errorText(refusal, i18n.t)).toBe('Only an Owner can give or take the Owner role.');
      expect(errorText(transition, i18n.t)).toBe('A school cannot go from Approved to Pending.');
    });

    it('words a validation issue from its code and limit', () => {
      expect(fieldError(tooLong, 'name', i18n.t)).toBe('Use at most 120 characters.');
      expect(errorText(tooLong, i18n.t)).toBe('Some fields are not valid.');
      expect(schemaError(schoolRequestSchema.shape.name, 'x', i18n.t)).toBe('Use at least 2 characters.');
    });

    it('says which occurrence of a repeating lesson a refusal is about', () => {
      const full = problemOf(409, {
        code: 'conflict',
        reason: 'event_full',
        params: { capacity: 8, count: 9, occurrence: 'Apr 7, 2027, 10:00 AM' },
      });
      expect(errorText(full, i18n.t)).toBe('Apr 7, 2027, 10:00 AM: This event is full: 9 customers for 8 places.');
    });

    it('falls back to the server detail for a reason it does not know', () => {
      expect(errorText(problemOf(409, { code: 'conflict', reason: 'something_new' }), i18n.t)).toBe(
        'Server words, English',
      );
    });
  });

  describe('in German', () => {
    beforeAll(() => changeLanguage('de'));

    it('words the same codes in German', () => {
      expect(errorText(refusal, i18n.t)).toBe('Nur ein Inhaber kann die Rolle Inhaber vergeben oder entziehen.');
      expect(fieldError(tooLong, 'name', i18n.t)).toBe('Verwenden Sie höchstens 120 Zeichen.');
      expect(schemaError(schoolRequestSchema.shape.name, 'a\u0000b', i18n.t)).toBe(
        'Entfernen Sie die Steuerzeichen (etwa NUL) aus diesem Text.',
      );
    });
  });
});
