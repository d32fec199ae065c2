import { describe, expect, it, vi } from 'vitest';
import { formatBytes, formatDateTime, formatMoney, formatNumber, formattersOf } from '#web/lib/format.ts';

describe('formatBytes', () => {
  it('reads as bytes, KB and MB with the language decimal mark', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024 + 300 * 1024, 'pt')).toBe('5,3 MB');
    expect(formatBytes(250 * 1024, 'en')).toBe('250 KB');
  });
});

describe('dates in the school’s time zone', () => {
  const instant = '2026-07-01T08:30:00.000Z';

  it('reads the same instant as the school’s clock shows it, wherever the reader is', () => {
    expect(formatDateTime(instant, 'en', 'Europe/Lisbon')).toContain('9:30');
    expect(formatDateTime(instant, 'en', 'Asia/Tokyo')).toContain('5:30');
    expect(formattersOf('en', 'America/Los_Angeles', 'USD').time(instant)).toMatch(/^1:30/);
  });

  it('crosses the date line with the time zone', () => {
    expect(formattersOf('en', 'Pacific/Kiritimati', 'EUR').date('2026-07-01T12:00:00.000Z')).toBe('Jul 2, 2026');
  });
});

describe('money from integer cents', () => {
  it('writes the currency in the reader’s language', () => {
    expect(formatMoney(123_456, 'en', 'EUR')).toBe('€1,234.56');
    expect(formatMoney(123_456, 'pt', 'EUR').replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(formatMoney(4_500, 'de', 'EUR').replace(/\s/g, ' ')).toBe('45,00 €');
  });

  it('knows a currency without cents', () => {
    expect(formatMoney(1500, 'en', 'JPY')).toBe('¥1,500');
  });

  it('writes numbers with the language’s marks', () => {
    expect(formatNumber(12_345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12_345.5, 'de')).toBe('12.345,5');
  });
});

describe('the formatters of a language', () => {
  it('build each of Intl’s formatters once for its options, however many values they write', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const format = formattersOf('fr', 'Atlantic/Azores', 'EUR');
    const days = Array.from({ length: 50 }, (_, i) =>
      format.date(`2026-07-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`),
    );
    expect(new Set(days).size).toBe(28);
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
    built.mockRestore();
  });
});
