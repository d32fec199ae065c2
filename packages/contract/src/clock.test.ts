import { afterEach, describe, expect, it } from 'vitest';
import { clock, localDay, parseClockSetting } from './clock.ts';
import { equipmentInputSchema } from './equipment.ts';

afterEach(() => clock.set(null));

describe('the clock', () => {
  it('reads an instant with its offset, or a day at 10:00 UTC, and refuses the rest', () => {
    expect(parseClockSetting('2027-03-28T00:30:00Z')?.toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(parseClockSetting('2027-10-31T01:30:00+01:00')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(parseClockSetting('2028-02-29')?.toISOString()).toBe('2028-02-29T10:00:00.000Z');
    for (const wrong of ['2027-02-29', '2027-13-01', '2027-03-28T10:00', 'tomorrow', '', '1700000000000']) {
      expect(parseClockSetting(wrong), wrong).toBeNull();
    }
  });

  it('reads the instant it was set to and runs on from there at the machine’s pace', async () => {
    clock.set('2028-02-29T23:59:59.900Z');
    expect(clock.today('UTC')).toBe('2028-02-29');
    // Lisbon is on UTC in winter; Tokyo's day has already turned.
    expect(clock.today('Europe/Lisbon')).toBe('2028-02-29');
    expect(clock.today('Asia/Tokyo')).toBe('2028-03-01');
    const before = clock.ms();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(clock.ms() - before).toBeGreaterThanOrEqual(140);
    expect(clock.today('UTC')).toBe('2028-03-01');
    clock.set(null);
    expect(clock.offset()).toBe(0);
    expect(Math.abs(clock.ms() - Date.now())).toBeLessThan(5);
  });

  it('gives the latest today: the date where the day began first', () => {
    clock.set('2026-03-01T09:59:00Z');
    expect(clock.latestToday()).toBe('2026-03-01');
    clock.set('2026-03-01T10:00:00Z');
    expect(clock.latestToday()).toBe('2026-03-02');
  });

  it('is the day the contract’s rules judge by: a purchase made "in the future" is so on the clock’s day', () => {
    const leash = {
      name: 'Leash',
      category: 'accessory',
      brand: '',
      model: '',
      boardLengthInches: null,
      boardVolumeLitres: null,
      boardConstruction: null,
      wetsuitSize: null,
      wetsuitThickness: '',
      quantity: 4,
      outOfUse: 0,
      supplierId: null,
      purchaseDate: '2031-05-02',
      purchasePriceCents: null,
      condition: 'new',
      storagePlaceId: null,
      storageRoomId: null,
      notes: '',
      active: true,
    } as const;
    clock.set('2031-05-01T08:00:00Z');
    expect(equipmentInputSchema.safeParse(leash).error?.issues.map((issue) => issue.path)).toEqual([['purchaseDate']]);
    clock.set('2031-05-02T08:00:00Z');
    expect(equipmentInputSchema.safeParse(leash).success).toBe(true);
  });

  it('follows an offset the web app learns from the server, and ignores one that is not a number', () => {
    clock.follow(86_400_000);
    expect(localDay(clock.now(), 'UTC')).toBe(localDay(new Date(Date.now() + 86_400_000), 'UTC'));
    clock.follow(Number.NaN);
    expect(clock.offset()).toBe(0);
  });
});
