import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@lineup/contract/audit';
import { dataText } from '#web/features/schools/audit-text.ts';
import { clearLanguage, i18n } from '#web/lib/i18n.ts';
import { loadAllLocales } from '#web/testing/locales.ts';

const locales = await loadAllLocales();
const keys = locales.pt.schools.audit.data;

describe('actions', () => {
  it('has a text for every action the server records, in every language', () => {
    for (const texts of Object.values(locales)) {
      expect(Object.keys(texts.schools.audit.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});

afterEach(async () => {
  await clearLanguage();
});

describe('dataText', () => {
  it('words a sign-in method, a role and a status change in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    expect(dataText({ method: 'phone' }, i18n.t, keys)).toBe('Method: SMS code');
    expect(dataText({ from: 'pending', to: 'approved' }, i18n.t, keys)).toBe('Pending → Approved');
    await i18n.changeLanguage('pt');
    expect(dataText({ method: 'password' }, i18n.t, keys)).toBe('Método: palavra-passe');
    expect(dataText({ role: 'manager', resent: 'true' }, i18n.t, keys)).toBe(
      `${i18n.t('schools.audit.data.role')}: ${i18n.t('roles.manager')} · reenviado`,
    );
  });

  it('words attendance and a part in an event', async () => {
    await i18n.changeLanguage('en');
    expect(dataText({ name: 'Ana', from: 'booked', to: 'no_show' }, i18n.t, keys)).toBe('Booked → No-show · Name: Ana');
    await i18n.changeLanguage('pt');
    expect(dataText({ role: 'driver' }, i18n.t, keys)).toBe('Função: Motorista');
  });

  it('words every warning a planner went past, one or several', async () => {
    await i18n.changeLanguage('en');
    expect(dataText({ overridden: 'outside_daylight' }, i18n.t, keys)).toBe('Despite: Outside daylight');
    expect(dataText({ overridden: 'unavailable, outside_tide_window' }, i18n.t, keys)).toBe(
      "Despite: Outside their availability, Outside the place's tide",
    );
  });

  it('words money in the school currency and how it was paid', async () => {
    await i18n.changeLanguage('en');
    const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    expect(dataText({ amountCents: '3500', method: 'mb_way' }, i18n.t, keys, money)).toBe(
      'Amount: €35.00 · Method: MB WAY',
    );
    expect(dataText({ name: 'Ana', from: 'booked', to: 'attended', credits: '1' }, i18n.t, keys, money)).toBe(
      'Booked → Attended · Name: Ana · Credits: 1',
    );
  });

  it('shows what it does not know as it came', async () => {
    await i18n.changeLanguage('en');
    expect(dataText({ colour: 'blue' }, i18n.t, keys)).toBe('colour: blue');
  });
});
