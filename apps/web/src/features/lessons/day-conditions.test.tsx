import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conditions } from '@lineup/contract/conditions';
import DayConditions from '#web/features/lessons/components/day-conditions.tsx';
import { PLACE_ID, conditionsOf as conditions, lessonSummary } from '#web/features/lessons/lesson-fixture.ts';
import { lessonLocales } from '#web/features/lessons/lessons-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, ok } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const DAY = '2026-07-14';

function open(answer: Conditions) {
  mockApi({
    'GET /api/v1/me': () => ok(meOf('instructor')),
    [`GET /api/v1/places/${PLACE_ID}/conditions`]: () => ok(answer),
  });
  renderScreen(
    <ScreenTexts texts={{ lessons: lessonLocales }}>
      <DayConditions
        schoolId="school-1"
        day={DAY}
        places={[{ id: PLACE_ID, name: 'Carcavelos' }]}
        placeId={PLACE_ID}
        onPlace={() => undefined}
        events={[lessonSummary()]}
      />
    </ScreenTexts>,
    { session: { name: 'Ana', email: 'ana@example.com', profile: 'instructor' } },
  );
}

describe('the day’s tides and daylight', () => {
  it('shows the place’s waters and sun on the school’s clocks, its station, and that tides are predictions', async () => {
    open(conditions());
    const section = await screen.findByRole('region', { name: 'Tides and daylight' });
    expect(await within(section).findByTestId('sunrise')).toHaveTextContent(/Sunrise 6:16\sAM/);
    expect(within(section).getByTestId('sunset')).toHaveTextContent(/Sunset 9:07\sPM/);
    expect(within(section).getByTestId('tide-low')).toHaveTextContent(/Low water 5:05\sAM · 0\.62 m/);
    expect(within(section).getByTestId('tide-high')).toHaveTextContent(/High water 11:21\sAM · 3\.18 m/);
    expect(within(section).getByText(/Tide station Cascais, 7.2 km away/)).toBeVisible();
    expect(within(section).getByText(/not for navigation/)).toBeVisible();
    expect(callsTo(`GET /api/v1/places/${PLACE_ID}/conditions`)[0]?.query.get('day')).toBe(DAY);
  });

  it('shows the swell and the wind when a marine forecast answered, with the compass point they come from', async () => {
    open(
      conditions({
        forecast: {
          at: '2026-07-14T11:00:00.000Z',
          swellHeightM: 1.24,
          swellPeriodS: 11.5,
          swellDirectionDeg: 302,
          windSpeedKmh: 14.4,
          windDirectionDeg: 355,
        },
      }),
    );
    const forecast = await screen.findByTestId('forecast');
    expect(forecast).toHaveTextContent(/Forecast at 12:00\sPM/);
    expect(forecast).toHaveTextContent('Swell 1.2 m · 11.5 s from NW');
    expect(forecast).toHaveTextContent('Wind 14 km/h from N');
  });

  it('shows no forecast line without a marine forecast', async () => {
    open(conditions());
    await screen.findByTestId('sunrise');
    expect(screen.queryByTestId('forecast')).toBeNull();
  });

  it('shows the daylight alone at a place without a tide station within reach', async () => {
    open(conditions({ station: null, tides: null }));
    expect(await screen.findByTestId('no-tide-station')).toHaveTextContent('No tide station within reach');
    expect(screen.getByTestId('sunrise')).toHaveTextContent(/Sunrise 6:16\sAM/);
    expect(screen.queryByTestId('tide-high')).toBeNull();
  });
});
