import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyRequests, startEarlyRequests, takeEarlyRequest } from '#web/lib/early-requests.ts';

describe('early requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are taken once, with the same token only, and none after a change was sent', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    startEarlyRequests(['/api/v1/me', '/api/v1/schools/mine'], 'token-a');
    expect(takeEarlyRequest('/api/v1/me', 'token-a')).toBeDefined();
    expect(takeEarlyRequest('/api/v1/me', 'token-a')).toBeUndefined();
    dropEarlyRequests();
    expect(takeEarlyRequest('/api/v1/schools/mine', 'token-a')).toBeUndefined();
    startEarlyRequests(['/api/v1/me'], 'token-a');
    expect(takeEarlyRequest('/api/v1/me', 'token-b')).toBeUndefined();
  });
});
