import { z } from 'zod';
import { formattedText, multiLineText, text } from './text.ts';

/** Field rules the catalogue's records share, so every form and every route checks them alike. */
export const NAME_MAX = 120;
export const NOTES_MAX = 2000;
export const ADDRESS_MAX = 300;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
/** The most a price can be: a million in the school's currency, in cents. */
export const MONEY_MAX_CENTS = 100_000_000;

/** A record's name: one line, trimmed, required; unique in its school, whatever its case. */
export const recordName = () => text().trim().min(1).max(NAME_MAX);

/** Free notes, on several lines. */
export const notes = () => multiLineText().trim().max(NOTES_MAX);

/** An amount of money in the school's currency, in integer cents (DOMAIN.md, Money). */
export const moneyCents = () => z.number().int().min(0).max(MONEY_MAX_CENTS);

/** An e-mail address, or empty when unknown. */
export const optionalEmail = () =>
  formattedText('email', z.regexes.email)
    .max(EMAIL_MAX)
    .meta({ format: 'email', examples: ['orders@oceanboards.example'] });

/** A phone number as people write it (digits, spaces, +, dashes, brackets), or empty. */
export const optionalPhone = () =>
  formattedText('phone', /^\+?[0-9 ()./-]{6,}$/)
    .max(PHONE_MAX)
    .meta({ examples: ['+351 912 345 678'] });
