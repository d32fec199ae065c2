/** Query parameters that carry one-time secrets (activation, invitation, reset links). */
const SECRET_PARAMS = new Set(['token', 'invitation', 'reset', 'code', 'key', 'secret', 'password']);
/** A value shaped like a random token (`randomToken()` gives 43 URL-safe characters). */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{20,}$/;
const QUERY_PARAM = /([?&])([^=&#\s]+)=([^&#\s]*)/g;

export const REDACTED = '[redacted]';

/**
 * Replaces the values of secret query parameters in every link of a text or in a request
 * URL, so logs and stored e-mails hold no usable token.
 */
export function withoutTokens(text: string): string {
  return text.replace(QUERY_PARAM, (whole, separator: string, name: string, value: string) =>
    value !== '' && (SECRET_PARAMS.has(name.toLowerCase()) || TOKEN_SHAPED.test(value))
      ? `${separator}${name}=${REDACTED}`
      : whole,
  );
}

/** The links of a text, for the development line that shows them when no mail server is set. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
