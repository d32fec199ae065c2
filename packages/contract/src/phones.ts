import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { text } from './text.ts';

/** The validation code of a phone number written without its country code (+351 …). */
export const PHONE_NEEDS_COUNTRY_CODE = 'phone_needs_country_code';
/** The validation code of a phone number that no numbering plan has. */
export const INVALID_PHONE = 'invalid_phone';

/** The most characters a phone number is typed with (spaces and brackets included). */
export const TYPED_PHONE_MAX = 32;

/**
 * A phone number in E.164 ("+351912345678") from what a person typed with its country code
 * ("+351 912 345 678", "00351 912 345 678"), or null when it is not one.
 */
export function toE164(typed: string): string | null {
  const international = typed.trim().replace(/^00/, '+');
  if (!international.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : null;
}

/** The number of a national one typed in a country ("912 345 678" in PT), in E.164, or null. */
export function nationalToE164(typed: string, country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** "+351 912 345 678" for "+351912345678"; what it was given when that is no valid number. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The country a number belongs to, and the number without its calling code, for a phone field. */
export function splitPhone(e164: string): { country: string | null; national: string } {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { country: null, national: e164 };
  return { country: parsed.country ?? null, national: parsed.formatNational() };
}

/** "+351" for PT. */
export function callingCode(country: string): string | null {
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : null;
}

/**
 * A phone number with its country code, or empty; kept in E.164 so that one number is written
 * one way and duplicates are found. A number without its country code, or one no country has,
 * is refused with its own code.
 */
export const internationalPhone = () =>
  text()
    .trim()
    .max(TYPED_PHONE_MAX)
    .superRefine((value, context) => {
      // A value with control characters is refused for them alone.
      // eslint-disable-next-line no-control-regex
      if (value === '' || /[\u0000-\u001f\u007f]/.test(value) || toE164(value) !== null) return;
      const code = /^(\+|00)/.test(value) ? INVALID_PHONE : PHONE_NEEDS_COUNTRY_CODE;
      context.addIssue({ code: 'custom', params: { code }, input: value });
    })
    .overwrite((value) => (value === '' ? '' : (toE164(value) ?? value)))
    .meta({ examples: ['+351912345678'] });
