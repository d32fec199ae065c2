import { afterEach, describe, expect, it } from 'vitest';
import {
  capturePendingInvitation,
  clearPendingInvitation,
  readPendingInvitation,
} from '#web/lib/pending-invitation.ts';

afterEach(() => {
  clearPendingInvitation();
  window.history.replaceState(null, '', '/');
});

describe('pending invitation', () => {
  it('keeps the token of /?invitation= and opens the login dialog for a visitor', () => {
    window.history.replaceState(null, '', '/?invitation=abc123token');
    capturePendingInvitation();
    expect(readPendingInvitation()).toBe('abc123token');
    expect(window.location.pathname + window.location.search).toBe('/?login=true');
  });

  it('sends a signed-in account to /user, where it is accepted', () => {
    window.localStorage.setItem('authToken', 'tok');
    window.history.replaceState(null, '', '/?invitation=abc123token');
    capturePendingInvitation();
    expect(readPendingInvitation()).toBe('abc123token');
    expect(window.location.pathname + window.location.search).toBe('/user');
  });

  it('leaves other addresses alone', () => {
    window.history.replaceState(null, '', '/privacy?x=1');
    capturePendingInvitation();
    expect(readPendingInvitation()).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/privacy?x=1');
  });
});
