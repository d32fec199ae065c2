import { describe, expect, it } from 'vitest';
import { guard } from '@lineup/contract/guard';
import { LANGUAGES } from '@lineup/contract/languages';
import { ROLES, can } from '@lineup/contract/roles';
import { SCREEN_ROUTES, findRoute } from '@lineup/contract/routes';
import { FAQ, FEATURES, QUICK_START, TASKS, helpGroupOf, isFor } from '#web/features/help/help-content.ts';
import { loadAllLocales } from '#web/testing/locales.ts';

const locales = await loadAllLocales();

const visible = (role: (typeof ROLES)[number]) =>
  FEATURES.filter((feature) => isFor(role, feature.audience)).map((feature) => feature.key);

/** Every text of the help centre in a language, by its dotted key. */
function texts(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of texts(inner, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  return out;
}

describe('help content', () => {
  it('tells each role only about screens its permissions open', () => {
    expect(visible('user')).toEqual(['account', 'schools', 'notifications']);
    expect(visible('instructor')).toEqual(visible('staff'));
    expect(visible('staff')).toEqual(expect.arrayContaining(['today', 'calendar', 'lessons', 'smartbot']));
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

  it('links every topic to a screen of the route table that each role it is told to may open', () => {
    const paths = new Set<string>(SCREEN_ROUTES.map((route) => route.path));
    for (const feature of FEATURES) {
      expect(paths.has(feature.path), feature.key).toBe(true);
      expect(findRoute(feature.path).path).toBe(feature.path);
      for (const role of ROLES.filter((candidate) => isFor(candidate, feature.audience))) {
        expect(guard(feature.path, { email: 'ana@example.com', profile: role }), `${role} ${feature.path}`).toEqual({
          allow: true,
        });
      }
    }
  });

  it('describes the product as it is: nothing is "coming soon" or "being built", in any language', () => {
    const unbuilt = /coming soon|being built|on its way|em breve|próximamente|bientôt|demnächst|即将推出/i;
    for (const language of LANGUAGES) {
      for (const [key, text] of texts(locales[language].help))
        expect(text, `${language} help.${key}`).not.toMatch(unbuilt);
    }
    expect(FEATURES.every((feature) => !('status' in feature))).toBe(true);
  });

  it('has every text of the help centre in all six languages', () => {
    const english = texts(locales.en.help);
    for (const role of ROLES) expect(english.get(`role.${helpGroupOf(role)}.summary`)).toBeTruthy();
    for (const steps of Object.values(QUICK_START))
      for (const step of steps) expect(english.get(`quickStart.${step}.title`)).toBeTruthy();
    for (const { key } of FEATURES) {
      expect(english.get(`features.${key}.title`)).toBeTruthy();
      expect(english.get(`features.${key}.text`)).toBeTruthy();
    }
    for (const { key } of TASKS) expect(english.get(`tasks.${key}.text`)).toBeTruthy();
    for (const { key } of FAQ) expect(english.get(`faq.${key}.answer`)).toBeTruthy();
    for (const language of LANGUAGES) {
      const own = texts(locales[language].help);
      expect([...own.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [key, text] of own) expect(text.trim(), `${language} help.${key}`).not.toBe('');
    }
    expect(FAQ.filter((item) => isFor('user', item.audience)).map((item) => item.key)).toContain('noSchool');
    expect(FAQ.filter((item) => isFor('manager', item.audience)).map((item) => item.key)).not.toContain('noSchool');
  });
});
