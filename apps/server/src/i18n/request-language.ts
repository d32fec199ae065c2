import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '@lineup/contract/languages';

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The language of a request by the spec's rules: the language cookie, else the browser's. */
export function requestLanguage(request: FastifyRequest): Language {
  const browser = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return resolveLanguage(cookie(request.headers.cookie, LANGUAGE_COOKIE), browser);
}
