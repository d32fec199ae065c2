/**
 * A phone number with its country code, as typed (`+351 912 345 678`, `00351912345678`),
 * in E.164 (`+351912345678`); null when it has no country code or is not a number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  if (digits === null || !/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}
