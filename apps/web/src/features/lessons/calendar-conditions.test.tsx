import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Suggestions } from '@lineup/contract/conditions';
import {
  NIGHT_COLOR,
  TWILIGHT_COLOR,
  dayMarks,
  shownDays,
} from '#web/features/lessons/components/calendar-conditions.tsx';
import { LessonSuggestions } from '#web/features/lessons/components/lesson-suggestions.tsx';
import {
  CASCAIS as STATION,
  PLACE_ID,
  TYPE_ID,
  conditionsOf as conditions,
} from '#web/features/lessons/lesson-fixture.ts';
import { lessonLocales } from '#web/features/lessons/lessons-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, ok } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const spans = (marks: ReturnType<typeof dayMarks>) =>
  marks.map((mark) => ({
    kind: mark.className,
    from: new Date(String(mark.start)).toISOString(),
    to: new Date(String(mark.end)).toISOString(),
    color: mark.color,
  }));

describe('the calendar’s night, twilight and tides', () => {
  it('shades the night to dawn and from dusk, twilight to sunrise and from sunset, on the school’s day', () => {
    const marks = dayMarks(conditions({ tides: null }), () => '');
    expect(marks.every((mark) => mark.display === 'background')).toBe(true);
    // The school's day runs from 00:00 to 24:00 in Lisbon: 23:00 to 23:00 UTC in summer.
    expect(spans(marks)).toEqual([
      { kind: 'lineup-night', from: '2026-07-13T23:00:00.000Z', to: '2026-07-14T04:45:00.000Z', color: NIGHT_COLOR },
      {
        kind: 'lineup-twilight',
        from: '2026-07-14T04:45:00.000Z',
        to: '2026-07-14T05:16:00.000Z',
        color: TWILIGHT_COLOR,
      },
      {
        kind: 'lineup-twilight',
        from: '2026-07-14T20:07:00.000Z',
        to: '2026-07-14T20:37:00.000Z',
        color: TWILIGHT_COLOR,
      },
      { kind: 'lineup-night', from: '2026-07-14T20:37:00.000Z', to: '2026-07-14T23:00:00.000Z', color: NIGHT_COLOR },
    ]);
  });

  it('marks each high and low water ten minutes either side, titled with its time and height', () => {
    const marks = dayMarks(conditions(), (extreme) => `${extreme.kind} ${extreme.heightM}`);
    const tides = marks.filter((mark) => String(mark.className).startsWith('lineup-tide'));
    expect(tides.map((mark) => [mark.className, mark.title, new Date(String(mark.start)).toISOString()])).toEqual([
      ['lineup-tide-low', 'low 0.62', '2026-07-14T03:55:00.000Z'],
      ['lineup-tide-high', 'high 3.18', '2026-07-14T10:11:00.000Z'],
    ]);
    expect(new Set(marks.map((mark) => mark.id)).size).toBe(marks.length);
  });

  it('shades a whole polar night, nothing of a polar day, and twilight where the sun never sinks 6° down', () => {
    const polar = (kind: 'day' | 'night') =>
      dayMarks(
        conditions({
          tides: null,
          daylight: { dawn: null, sunrise: null, sunset: null, dusk: null, polar: kind },
        }),
        () => '',
      );
    expect(spans(polar('night')).map((span) => [span.from, span.to])).toEqual([
      ['2026-07-13T23:00:00.000Z', '2026-07-14T23:00:00.000Z'],
    ]);
    expect(polar('day')).toEqual([]);
    const white = dayMarks(
      conditions({
        tides: null,
        daylight: {
          dawn: null,
          sunrise: '2026-07-14T01:30:00.000Z',
          sunset: '2026-07-14T21:40:00.000Z',
          dusk: null,
          polar: null,
        },
      }),
      () => '',
    );
    expect(white.map((mark) => mark.className)).toEqual(['lineup-twilight', 'lineup-twilight']);
  });

  it('keeps its day when the clocks change: 23 hours on the last Sunday of March in Lisbon', () => {
    const marks = dayMarks(
      conditions({
        day: '2026-03-29',
        tides: null,
        daylight: { dawn: null, sunrise: null, sunset: null, dusk: null, polar: 'night' },
      }),
      () => '',
    );
    expect(spans(marks).map((span) => [span.from, span.to])).toEqual([
      ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
    ]);
  });

  it('asks for each day on screen, a week at most', () => {
    expect(shownDays({ from: '2026-07-13', to: '2026-07-19' })).toHaveLength(7);
    expect(shownDays({ from: '2026-07-14', to: '2026-07-14' })).toEqual(['2026-07-14']);
    expect(shownDays({ from: '2026-06-29', to: '2026-08-09' })).toHaveLength(7);
  });
});

function suggestions(change: Partial<Suggestions> = {}): Suggestions {
  return {
    level: 'beginner',
    suits: ['low', 'mid'],
    station: STATION,
    items: [
      {
        startsAt: '2026-07-15T09:30:00.000Z',
        endsAt: '2026-07-15T11:00:00.000Z',
        durationMinutes: 90,
        tideStates: ['mid', 'low'],
        marginMinutes: 80,
      },
      {
        startsAt: '2026-07-14T16:00:00.000Z',
        endsAt: '2026-07-14T17:30:00.000Z',
        durationMinutes: 90,
        tideStates: ['low'],
        marginMinutes: 25,
      },
    ],
    notice: 'astronomical_only',
    ...change,
  };
}

function openSuggestions(answer: Suggestions, onPick = vi.fn()) {
  mockApi({
    'GET /api/v1/me': () => ok(meOf('manager')),
    [`GET /api/v1/places/${PLACE_ID}/suggestions`]: () => ok(answer),
  });
  renderScreen(
    <ScreenTexts texts={{ lessons: lessonLocales }}>
      <LessonSuggestions
        schoolId="school-1"
        ask={{ placeId: PLACE_ID, eventTypeId: TYPE_ID, roomId: null, from: '2026-07-14', durationMinutes: 90 }}
        day="2026-07-14"
        time="17:00"
        onPick={onPick}
      />
    </ScreenTexts>,
    { session: { name: 'Marta', email: 'marta@example.com', profile: 'manager' } },
  );
  return onPick;
}

describe('a new lesson’s best times', () => {
  it('lists the windows best first on the school’s clocks, with their tide and margin, and fills the form from one', async () => {
    const onPick = openSuggestions(suggestions());
    const section = await screen.findByTestId('lesson-suggestions');
    const windows = await within(section).findAllByRole('button');
    expect(windows.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/Wed, Jul 15.*10:30\sAM–12:00\sPM.*mid → low tide · 1.3 h to spare/),
      expect.stringMatching(/Tue, Jul 14.*5:00\sPM–6:30\sPM.*low tide · 25 min to spare/),
    ]);
    // The form's day and time are the second window's: it shows as chosen.
    expect(windows[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByText(/not for navigation/)).toBeVisible();
    await userEvent.click(windows[0]!);
    expect(onPick).toHaveBeenCalledWith({ day: '2026-07-15', time: '10:30', durationMinutes: 90 });
    const asked = callsTo(`GET /api/v1/places/${PLACE_ID}/suggestions`)[0]?.query;
    expect([
      asked?.get('eventTypeId'),
      asked?.get('from'),
      asked?.get('durationMinutes'),
      asked?.get('roomId'),
    ]).toEqual([TYPE_ID, '2026-07-14', '90', null]);
  });

  it('says when no window is left, and without a station judges by daylight and room alone', async () => {
    openSuggestions(suggestions({ items: [], station: null, suits: [] }));
    const section = await screen.findByTestId('lesson-suggestions');
    expect(await within(section).findByText(/No window in the coming week/)).toBeVisible();
    expect(within(section).getByText(/no tide station within reach/)).toBeVisible();
    expect(within(section).queryByText(/not for navigation/)).toBeNull();
  });
});
