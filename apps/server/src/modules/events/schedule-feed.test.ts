import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInputOf } from '@lineup/contract/customers';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { lesson } from './events.fixture.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

/** An open stream of the schedule as one caller, on a connection of its own, read frame by frame. */
async function openStream(url: string, token: string) {
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, resolve).on('error', reject);
  });
  answer.setEncoding('utf8');
  let buffer = '';
  let ended = false;
  const arrivals: (() => void)[] = [];
  const wake = () => arrivals.splice(0).forEach((resolve) => resolve());
  answer.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  answer.on('close', () => {
    ended = true;
    wake();
  });
  /** The next frame (`event: …\ndata: …`), or null if none comes within `ms` or the stream ends. */
  const next = async (ms = 3_000): Promise<string | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.startsWith(':')) return frame;
        continue;
      }
      const left = deadline - Date.now();
      if (ended || left <= 0) return null;
      await new Promise<void>((resolve) => {
        arrivals.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { answer, next, close: () => answer.destroy() };
}

describe('the schedule as it changes', () => {
  let t: TestApp;
  let s: Schools;
  let url = '';
  let typeId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/events/stream`;
    placeId = (await s.owner.call('POST', '/api/v1/places', place())).json<{ id: string }>().id;
    typeId = (
      await s.owner.call('POST', '/api/v1/event-types', {
        kind: 'lesson',
        name: 'Group lesson',
        color: '#1d4ed8',
        durationMinutes: 90,
        capacity: 8,
        studentsPerInstructor: 6,
        level: 'all',
        priceCents: 3500,
        creditsPerAttendance: 1,
        active: true,
      })
    ).json<{ id: string }>().id;
  });
  afterAll(() => t.database.close());

  it("tells each open stream of the school about a change at once, and no other school's", async () => {
    const mine = await openStream(url, s.staff.token);
    const theirs = await openStream(url, s.other.token);
    try {
      expect(mine.answer.statusCode).toBe(200);
      expect(mine.answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(mine.answer.headers['x-content-type-options']).toBe('nosniff');
      expect(await mine.next()).toBe('event: ready\ndata: {}');
      expect(await theirs.next()).toBe('event: ready\ndata: {}');

      const created = (await s.manager.call('POST', '/api/v1/events', lesson(typeId, placeId))).json<{ id: string }>();
      expect(await mine.next()).toBe(`event: change\ndata: {"eventId":"${created.id}"}`);
      const cancelled = await s.manager.call('POST', `/api/v1/events/${created.id}/cancel`, { reason: 'Storm' });
      expect(cancelled.statusCode).toBe(200);
      expect(await mine.next()).toBe(`event: change\ndata: {"eventId":"${created.id}"}`);
      expect(await theirs.next(500)).toBeNull();
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('announces nothing when a write is refused, by the permissions or by the conflict engine', async () => {
    const full = (await s.manager.call('POST', '/api/v1/events', lesson(typeId, placeId, { capacity: 1 }))).json<{
      id: string;
    }>();
    const [first, second] = await Promise.all(
      ['Ana Costa', 'Bruno Dias'].map(
        async (name) =>
          (await s.manager.call('POST', '/api/v1/customers', customerInputOf(name))).json<{ id: string }>().id,
      ),
    );
    expect(
      (await s.manager.call('POST', `/api/v1/events/${full.id}/customers`, { customerId: first })).statusCode,
    ).toBe(200);
    const mine = await openStream(url, s.staff.token);
    try {
      expect(await mine.next()).toBe('event: ready\ndata: {}');
      // The writes above may still be on their way (PostgreSQL delivers a NOTIFY to the listening
      // connection a moment after the commit): the stream is heard out until it is quiet.
      while ((await mine.next(500)) !== null);
      expect((await s.staff.call('POST', '/api/v1/events', lesson(typeId, placeId))).statusCode).toBe(403);
      const refused = await s.manager.call('POST', `/api/v1/events/${full.id}/customers`, { customerId: second });
      expect(refused.json<{ reason: string }>().reason).toBe('event_full');
      expect(await mine.next(500)).toBeNull();
    } finally {
      mine.close();
    }
  });

  it('opens only for a signed-in member of a school, and ends when the app stops', async () => {
    const anonymous = await openStream(url, '');
    expect(anonymous.answer.statusCode).toBe(401);
    anonymous.close();
    const loner = await openStream(url, s.loner.token);
    expect(loner.answer.statusCode).toBe(403);
    loner.close();
    // A stream still open when the app stops is ended, so the app does not wait minutes for it.
    const open = await openStream(url, s.staff.token);
    expect(await open.next()).toBe('event: ready\ndata: {}');
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await open.next(1_000)).toBeNull();
  });
});
