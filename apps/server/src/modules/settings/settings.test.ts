import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings, SettingsCounts, SettingsInput } from '@lineup/contract/settings';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { place } from '#src/modules/places/places.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { activityLog } from '#src/testing/answers.ts';

// A 1×1 transparent PNG.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('school settings', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());

  const current = async () => {
    const answer = await s.manager.call('GET', '/api/v1/settings');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Settings>();
  };
  const input = (settings: Settings, change: { profile?: object; defaults?: object } = {}): SettingsInput => ({
    profile: { ...settings.profile, ...change.profile },
    defaults: { ...settings.defaults, ...change.defaults },
  });

  it('starts every school with its name and the defaults a school expects', async () => {
    const settings = await current();
    expect(settings.profile).toEqual({
      name: 'School A',
      timeZone: 'Europe/Lisbon',
      currency: 'EUR',
      contactEmail: '',
      contactPhone: '',
      address: '',
      country: null,
      logo: null,
    });
    expect(settings.defaults).toEqual({
      payPerLessonCents: 0,
      payPerEventCents: 0,
      creditsPerLesson: 1,
      noShowUsesCredit: true,
      overdueMediumDays: 15,
      overdueHighDays: 30,
      overdueMediumCents: 10_000,
      overdueHighCents: 30_000,
      mapLatitude: null,
      mapLongitude: null,
      mapZoom: 12,
    });
  });

  it('saves profile and defaults together, tells the school’s sessions the new name, and logs what changed', async () => {
    const before = await current();
    const saved = await s.manager.call(
      'PUT',
      '/api/v1/settings',
      input(before, {
        profile: {
          name: 'Onda Surf School',
          timeZone: 'Atlantic/Madeira',
          currency: 'GBP',
          contactEmail: 'hello@onda.example',
          contactPhone: '+351 912 000 111',
          address: 'Avenida Marginal, Carcavelos',
          country: 'PT',
          logo: PIXEL,
        },
        defaults: { payPerLessonCents: 2500, noShowUsesCredit: false, mapLatitude: 38.68, mapLongitude: -9.34 },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Settings>()).toMatchObject({
      profile: { name: 'Onda Surf School', timeZone: 'Atlantic/Madeira', currency: 'GBP', logo: PIXEL },
      defaults: { payPerLessonCents: 2500, noShowUsesCredit: false, mapLatitude: 38.68, mapZoom: 12 },
    });
    expect(await current()).toEqual(saved.json());

    const me = (await s.staff.call('GET', '/api/v1/me')).json<{
      school: { name: string; timeZone: string; currency: string };
    }>();
    expect(me.school).toMatchObject({ name: 'Onda Surf School', timeZone: 'Atlantic/Madeira', currency: 'GBP' });

    const log = await activityLog(s.owner, 10);
    expect(log[0]).toMatchObject({ action: 'settings_updated', target: 'Onda Surf School' });
    expect(log[0]?.data.changed?.split(', ').sort()).toEqual(
      [
        'name',
        'timeZone',
        'currency',
        'contactEmail',
        'contactPhone',
        'address',
        'country',
        'logo',
        'payPerLessonCents',
        'noShowUsesCredit',
        'mapLatitude',
        'mapLongitude',
      ].sort(),
    );
    // The other school is untouched.
    expect((await s.other.call('GET', '/api/v1/settings')).json<Settings>().profile.name).toBe('School B');
  });

  it.each([
    ['an unknown time zone', { profile: { timeZone: 'Europe/Atlantis' } }, 'body.profile.timeZone', 'invalid_value'],
    ['an unknown currency', { profile: { currency: 'XYZ' } }, 'body.profile.currency', 'invalid_value'],
    [
      'a logo that is not an image',
      { profile: { logo: 'data:text/html;base64,PGI+' } },
      'body.profile.logo',
      'invalid_format',
    ],
    [
      'a high priority before the medium one',
      { defaults: { overdueMediumDays: 20, overdueHighDays: 20 } },
      'body.defaults.overdueHighDays',
      'too_small',
    ],
    [
      'a map centre without its longitude',
      { defaults: { mapLatitude: 38.7, mapLongitude: null } },
      'body.defaults.mapLongitude',
      'required',
    ],
    ['a negative pay', { defaults: { payPerEventCents: -1 } }, 'body.defaults.payPerEventCents', 'too_small'],
    ['a zoom beyond the map', { defaults: { mapZoom: 25 } }, 'body.defaults.mapZoom', 'too_big'],
  ])('refuses %s on its field and writes nothing', async (_name, change, path, code) => {
    const before = await current();
    const answer = await s.manager.call('PUT', '/api/v1/settings', input(before, change));
    expect(answer.statusCode, answer.body).toBe(400);
    const problem = answer.json<{ errors: { path: string; code: string; message: string }[] }>();
    expect(problem.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await current()).toEqual(before);
  });

  it('refuses a logo larger than 200 KB', async () => {
    const before = await current();
    const big = `data:image/png;base64,${'A'.repeat(300_000)}`;
    const answer = await s.manager.call('PUT', '/api/v1/settings', input(before, { profile: { logo: big } }));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ errors: { path: string; code: string }[] }>().errors[0]).toMatchObject({
      path: 'body.profile.logo',
      code: 'too_big',
    });
  });

  it('is for manage_settings only: staff and accounts without a school are refused', async () => {
    expect((await s.staff.call('GET', '/api/v1/settings')).statusCode).toBe(403);
    expect((await s.staff.call('GET', '/api/v1/settings/counts')).statusCode).toBe(403);
    const before = await current();
    expect((await s.staff.call('PUT', '/api/v1/settings', input(before))).statusCode).toBe(403);
    expect((await s.loner.call('GET', '/api/v1/settings')).statusCode).toBe(403);
  });

  it('counts the school’s own catalogue for the hub', async () => {
    const empty = (await s.manager.call('GET', '/api/v1/settings/counts')).json<SettingsCounts>();
    expect(Object.values(empty).every((count) => count === 0)).toBe(true);
    await s.manager.call('POST', '/api/v1/places', place());
    await s.manager.call('POST', '/api/v1/places', place({ name: 'Costa da Caparica' }));
    await s.other.call('POST', '/api/v1/places', place());
    const answer = await s.manager.call('GET', '/api/v1/settings/counts');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SettingsCounts>()).toMatchObject({ places: 2, rooms: 0, packages: 0 });
  });
});
