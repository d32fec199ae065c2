import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@lineup/contract/constants';
import { clearSession, getSession, setSession, subscribeSession } from '#web/lib/session.ts';

const ana = { name: 'Ana', email: 'ana@example.com', profile: 'owner' } as const;

describe('session store', () => {
  it('keeps name, e-mail and profile as JSON and the token apart', () => {
    setSession(ana, 'tok');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '')).toEqual(ana);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok');
    expect(getSession()).toEqual(ana);
  });

  it('returns the same object until the stored value changes', () => {
    setSession(ana);
    expect(getSession()).toBe(getSession());
  });

  it('ignores a stored value that is not a session', () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...ana, profile: 'pirate' }));
    expect(getSession()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(getSession()).toBeNull();
  });

  it('clears everything but the remembered e-mail and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession(ana, 'tok');
    window.localStorage.setItem(STORAGE_KEYS.rememberedEmail, ana.email);
    window.localStorage.setItem('other', 'x');
    clearSession();
    unsubscribe();
    expect(getSession()).toBeNull();
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe(ana.email);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
