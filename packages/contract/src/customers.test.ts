import { describe, expect, it } from 'vitest';
import { ageOn, customerInputOf, customerInputSchema, isMinor, type CustomerInput } from './customers.ts';
import { formatPhone, internationalPhone, nationalToE164, splitPhone, toE164 } from './phones.ts';
import { clock } from './clock.ts';

const adult: CustomerInput = customerInputOf('Marta Silva', { birthDate: '1990-02-28' });

const codes = (input: CustomerInput) => {
  const parsed = customerInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path.join('.'),
          (issue as { params?: { code?: string } }).params?.code ?? issue.code,
        ]),
      );
};

describe('phones', () => {
  it('keeps numbers typed with their country code in E.164, and refuses the others with their reason', () => {
    expect(toE164('+351 912 345 678')).toBe('+351912345678');
    expect(toE164('0049 30 1234567')).toBe('+49301234567');
    expect(toE164('912 345 678')).toBeNull();
    expect(nationalToE164('912 345 678', 'PT')).toBe('+351912345678');
    expect(nationalToE164('030 1234567', 'DE')).toBe('+49301234567');
    expect(nationalToE164('12', 'PT')).toBeNull();
    expect(formatPhone('+351912345678')).toBe('+351 912 345 678');
    expect(splitPhone('+49301234567')).toEqual({ country: 'DE', national: '030 1234567' });
    expect(internationalPhone().parse(' 00351 912 345 678 ')).toBe('+351912345678');
    expect(internationalPhone().parse('')).toBe('');
    const refused = (typed: string) =>
      internationalPhone()
        .safeParse(typed)
        .error?.issues.map((issue) => (issue as { params?: { code?: string } }).params?.code ?? issue.code);
    expect(refused('912 345 678')).toEqual(['phone_needs_country_code']);
    expect(refused('+351 12')).toEqual(['invalid_phone']);
    expect(refused('+351\u0000912')).toEqual(['control_characters']);
  });
});

describe('customers', () => {
  it('counts age and minority from the birthday on, leap days included', () => {
    expect(ageOn('2008-03-01', '2026-02-28')).toBe(17);
    expect(ageOn('2008-03-01', '2026-03-01')).toBe(18);
    expect(isMinor('2008-03-01', '2026-02-28')).toBe(true);
    expect(isMinor('2008-03-01', '2026-03-01')).toBe(false);
    expect(isMinor('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinor('2008-02-29', '2026-03-01')).toBe(false);
    expect(isMinor(null, '2026-03-01')).toBe(false);
  });

  it('needs a guardian for a minor, a signer for a waiver, and dates in range', () => {
    expect(codes(adult)).toEqual({});
    const child = `${clock.now().getUTCFullYear() - 8}-06-01`;
    expect(codes({ ...adult, birthDate: child })).toEqual({
      guardianName: 'guardian_required',
      guardianPhone: 'guardian_required',
    });
    expect(codes({ ...adult, birthDate: child, guardianName: 'Rita', guardianPhone: '+351 914 222 333' })).toEqual({});
    expect(codes({ ...adult, birthDate: '1899-12-31' })).toEqual({ birthDate: 'birth_date_out_of_range' });
    expect(codes({ ...adult, waiverAcceptedOn: '2026-01-10' })).toEqual({ waiverAcceptedBy: 'required' });
    expect(codes({ ...adult, waiverAcceptedBy: 'Marta' })).toEqual({ waiverAcceptedOn: 'required' });
    expect(codes({ ...adult, waiverAcceptedOn: '2999-01-01', waiverAcceptedBy: 'Marta' })).toEqual({
      waiverAcceptedOn: 'waiver_date_out_of_range',
    });
  });
});
