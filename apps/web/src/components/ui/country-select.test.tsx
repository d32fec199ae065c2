import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES } from '@lineup/contract/countries';
import { countryOptions, CountrySelect } from '#web/components/ui/country-select.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

async function renderIn(language: string, value: string | null = null) {
  await i18n.changeLanguage(language);
  const onChange = vi.fn();
  renderWithRouter(<CountrySelect value={value} onChange={onChange} />);
  return onChange;
}

const shownOptions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

const labels = (language: string) => countryOptions(language).map((option) => option.label);

describe('country select', () => {
  it.each([
    ['pt', 'País', 'Alemanha'],
    ['en', 'Country', 'Germany'],
    ['es', 'País', 'Alemania'],
    ['fr', 'Pays', 'Allemagne'],
    ['de', 'Land', 'Deutschland'],
    ['zh', '国家/地区', '德国'],
  ])('names the chosen country in the reader’s language (%s)', async (language, label, germany) => {
    await renderIn(language, 'DE');
    expect(screen.getByRole('combobox', { name: label })).toHaveValue(germany);
  });

  it('offers every country once, by its ISO code', () => {
    const options = countryOptions('pt');
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('sorts by the reader’s alphabet, accented letters among their base letters', () => {
    const pt = labels('pt');
    expect(pt.indexOf('África do Sul')).toBeLessThan(pt.indexOf('Alemanha'));
    expect(pt.indexOf('Áustria')).toBeLessThan(pt.indexOf('Azerbaijão'));
    const de = labels('de');
    expect(de.indexOf('Österreich')).toBeLessThan(de.indexOf('Pakistan'));
    expect(de.indexOf('Österreich')).toBeGreaterThan(de.indexOf('Oman'));
  });

  it('finds a country by typing part of its name, without accents or case', async () => {
    const onChange = await renderIn('pt');
    await userEvent.type(screen.getByRole('combobox', { name: 'País' }), 'alema');
    expect(shownOptions()).toEqual(['Alemanha']);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Alemanha' }));
    expect(onChange).toHaveBeenLastCalledWith('DE', expect.objectContaining({ value: 'DE' }));
  });

  it('finds México from "mexico", and a country by its code', async () => {
    await renderIn('es');
    const input = screen.getByRole('combobox', { name: 'País' });
    await userEvent.type(input, 'mexico');
    expect(shownOptions()).toEqual(['México']);
    await userEvent.clear(input);
    await userEvent.type(input, 'gb');
    expect(shownOptions()).toEqual(['Reino Unido']);
  });

  it('says when no country matches', async () => {
    await renderIn('en');
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'atlantis');
    expect(screen.getByText('No country found')).toBeInTheDocument();
  });
});
