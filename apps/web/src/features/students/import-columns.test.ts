import { describe, expect, it } from 'vitest';
import { guessMapping, mappedRows, readSheet } from '#web/features/students/import-columns.ts';

describe('reading a customers spreadsheet', () => {
  it('reads comma and semicolon files with quotes, a byte order mark and blank lines', () => {
    expect(readSheet('\uFEFFName,E-mail\n"Silva, Ana",ana@example.com\n\n')).toEqual({
      header: ['Name', 'E-mail'],
      rows: [['Silva, Ana', 'ana@example.com']],
    });
    expect(readSheet('Nome;Telefone\nRui;+351 912 345 678\n')?.rows).toEqual([['Rui', '+351 912 345 678']]);
    expect(readSheet('\n\n')).toBeNull();
  });

  it('guesses the columns from headings in six languages, the longest heading first', () => {
    expect(
      guessMapping([
        'Nome completo',
        'Telemóvel',
        'País',
        'Data de nascimento',
        'Encarregado de educação',
        'Telefone do encarregado',
        'Observações',
      ]),
    ).toEqual({
      name: 0,
      phone: 1,
      country: 2,
      birthDate: 3,
      guardianName: 4,
      guardianPhone: 5,
      notes: 6,
    });
    expect(guessMapping(['Nom', 'Courriel', 'Date de naissance', 'Niveau'])).toEqual({
      name: 0,
      email: 1,
      birthDate: 2,
      level: 3,
    });
    expect(guessMapping(['Name', 'E-Mail', 'Geburtsdatum', 'Notfallkontakt', 'Shoe size'])).toEqual({
      name: 0,
      email: 1,
      birthDate: 2,
      emergencyName: 3,
    });
  });

  it('maps each row to the chosen columns and leaves the others out', () => {
    const sheet = readSheet('Name,Shoe,Phone\nAna,38,+351912345678\nRui,44\n');
    if (!sheet) throw new Error('no sheet');
    expect(mappedRows(sheet, { name: 0, phone: 2 })).toEqual([
      { name: 'Ana', phone: '+351912345678' },
      { name: 'Rui', phone: '' },
    ]);
  });
});
