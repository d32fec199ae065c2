import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_COLORS, eventTypeInputSchema, type EventType } from '@lineup/contract/event-types';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_EVENT_TYPES, DEMO_LESSON_TYPES, DEMO_TYPES, seedDemoTypes } from './demo-types.ts';

describe('demo lesson and event types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are valid as the contract reads them, already in their stored form, each in its own palette colour', () => {
    for (const type of DEMO_TYPES) {
      expect(eventTypeInputSchema.parse(type)).toEqual(type);
    }
    const palette: readonly string[] = Object.values(EVENT_COLORS);
    expect(DEMO_TYPES.every((type) => palette.includes(type.color))).toBe(true);
    expect(new Set(DEMO_TYPES.map((type) => type.color)).size).toBe(DEMO_TYPES.length);
  });

  it('give the school five lesson types and three event types, listed apart, that its packages find by name', async () => {
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'owner@demo.test', password: 'owner demo password' });
    const school = await createSchool(db, owner, 'Demo Surf School');
    await createAccount(db, {
      email: 'staff@demo.test',
      password: 'staff demo password',
      schoolId: school,
      role: 'staff',
    });
    await asPlatform(db, (tx) => seedDemoTypes(tx, school));
    const staff = await signInAs(t.app, 'staff@demo.test', 'staff demo password');
    const list = async (kind: string) => {
      const answer = await staff.call('GET', `/api/v1/event-types?kind=${kind}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ items: EventType[]; total: number }>().items;
    };
    const lessons = await list('lesson');
    expect(lessons.map((type) => type.name)).toEqual([
      'Group lesson',
      'Improver coaching',
      'Kids’ lesson',
      'Private lesson',
      'Semi-private lesson',
    ]);
    expect(new Set(lessons.map((type) => type.name))).toEqual(new Set(Object.values(DEMO_LESSON_TYPES)));
    expect(lessons.every((type) => type.creditsPerAttendance === 1 && type.active)).toBe(true);
    expect(lessons.find((type) => type.name === DEMO_LESSON_TYPES.group)).toMatchObject({
      durationMinutes: 120,
      capacity: 24,
      studentsPerInstructor: 6,
      level: 'beginner',
      priceCents: 3500,
    });
    expect(lessons.find((type) => type.name === DEMO_LESSON_TYPES.private)).toMatchObject({
      durationMinutes: 90,
      capacity: 1,
      priceCents: 6000,
    });
    const events = await list('event');
    expect(events.map((type) => type.name)).toEqual([
      DEMO_EVENT_TYPES.trip,
      DEMO_EVENT_TYPES.video,
      DEMO_EVENT_TYPES.yoga,
    ]);
    expect(events.every((type) => type.creditsPerAttendance === 0)).toBe(true);
  });
});
