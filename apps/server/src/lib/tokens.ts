import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and one-time links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code from the CSPRNG, with leading zeros kept. */
export function numericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
