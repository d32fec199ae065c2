import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '@lineup/contract/languages';

function attributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function readLanguageCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}${attributes(LANGUAGE_COOKIE_MAX_AGE_SECONDS)}`;
}

export function clearLanguageCookie(): void {
  document.cookie = `${LANGUAGE_COOKIE}=${attributes(0)}`;
}
