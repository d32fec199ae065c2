import { describe, expect, it } from 'vitest';
import { ROLES, can } from '@lineup/contract/roles';
import { FAQ, FEATURES, QUICK_START, TASKS, helpGroupOf, isFor } from '#web/features/help/help-content.ts';
import { loadAllLocales } from '#web/testing/locales.ts';

const locales = await loadAllLocales();

const visible = (role: (typeof ROLES)[number]) =>
  FEATURES.filter((feature) => isFor(role, feature.audience)).map((feature) => feature.key);

describe('help content', () => {
  it('tells each role only about screens its permissions open', () => {
    expect(visible('user')).toEqual(['account', 'schools', 'notifications']);
    expect(visible('instructor')).toEqual(visible('staff'));
    expect(visible('staff')).toEqual(expect.arrayContaining(['today', 'calendar', 'lessons']));
    expect(visible('staff')).not.toContain('students');
    expect(visible('manager')).toEqual(expect.arrayContaining(['students', 'staff', 'transport', 'settings']));
    expect(visible('manager')).not.toContain('team');
    expect(visible('owner')).toEqual(visible('administrator'));
    expect(visible('administrator')).toEqual(expect.arrayContaining(['team', 'reports']));
    expect(visible('administrator')).not.toContain('admin');
    expect(visible('master')).toEqual(FEATURES.map((feature) => feature.key));
    for (const role of ROLES) {
      for (const feature of FEATURES) {
        if (feature.audience.includes('_') && isFor(role, feature.audience)) {
          expect(can(role, feature.audience as Parameters<typeof can>[1])).toBe(true);
        }
      }
    }
  });

  it('says only what exists is available: sign-in, the user page, schools, team and the admin panel', () => {
    const available = FEATURES.filter((feature) => feature.status === 'available').map((feature) => feature.key);
    expect(available).toEqual(['account', 'schools', 'notifications', 'team', 'admin']);
  });

  it('has a text for every role group, quick-start step, feature, task and question', () => {
    const help = locales.en.help;
    for (const role of ROLES) expect(help.role[helpGroupOf(role)].summary).toBeTruthy();
    for (const steps of Object.values(QUICK_START))
      for (const step of steps) expect(help.quickStart[step].title).toBeTruthy();
    for (const { key } of FEATURES) expect(help.features[key].title).toBeTruthy();
    for (const { key } of TASKS) expect(help.tasks[key].text).toBeTruthy();
    for (const { key } of FAQ) expect(help.faq[key].answer).toBeTruthy();
    expect(FAQ.filter((item) => isFor('user', item.audience)).map((item) => item.key)).toContain('noSchool');
    expect(FAQ.filter((item) => isFor('manager', item.audience)).map((item) => item.key)).not.toContain('noSchool');
  });
});
