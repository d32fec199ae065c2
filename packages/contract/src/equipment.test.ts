import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOARD_LENGTH_MAX_INCHES,
  BOARD_LENGTH_MIN_INCHES,
  formatBoardLength,
  formatEquipmentSize,
  parseBoardLength,
} from './equipment.ts';

describe('board lengths in feet and inches', () => {
  it('are written as surfers write them', () => {
    expect(formatBoardLength(96)).toBe('8\'0"');
    expect(formatBoardLength(90)).toBe('7\'6"');
    expect(formatBoardLength(86)).toBe('7\'2"');
    expect(formatBoardLength(48)).toBe('4\'0"');
    expect(formatBoardLength(143)).toBe('11\'11"');
  });

  it('are read from the ways people type them', () => {
    for (const typed of ['7\'6"', "7' 6", '7’6”', '7′6″', "7'6''", '7ft 6in', '7 ft 6 in', '7-6', '7 6', ' 7\'6" ']) {
      expect(parseBoardLength(typed), typed).toBe(90);
    }
    expect(parseBoardLength("8'")).toBe(96);
    expect(parseBoardLength('8 ft')).toBe(96);
    expect(parseBoardLength('8')).toBe(96);
    expect(parseBoardLength('90"')).toBe(90);
    expect(parseBoardLength('90 in')).toBe(90);
    expect(parseBoardLength('90')).toBe(90);
  });

  it('read nothing from what is not a length', () => {
    for (const typed of ['', 'seven', '7\'12"', '7.6', '7,6', '30', '7\'6"6', '-7', '7\'-6"', '1000']) {
      expect(parseBoardLength(typed), typed).toBeNull();
    }
  });

  it('read back every length they write', () => {
    fc.assert(
      fc.property(fc.integer({ min: BOARD_LENGTH_MIN_INCHES, max: BOARD_LENGTH_MAX_INCHES }), (inches) => {
        expect(parseBoardLength(formatBoardLength(inches))).toBe(inches);
      }),
    );
  });
});

describe('a size in one line', () => {
  const wording = { number: (value: number) => String(value).replace('.', ','), construction: () => 'Soft-top' };
  const none = {
    boardLengthInches: null,
    boardVolumeLitres: null,
    boardConstruction: null,
    wetsuitSize: null,
    wetsuitThickness: '',
  };

  it('gives a board’s length, volume and construction, and a wetsuit’s size and thickness', () => {
    const board = { ...none, boardLengthInches: 90, boardVolumeLitres: 60.5, boardConstruction: 'softtop' as const };
    expect(formatEquipmentSize({ ...board, category: 'board' }, wording)).toBe('7\'6" · 60,5 L · Soft-top');
    expect(formatEquipmentSize({ ...board, category: 'board', boardVolumeLitres: null }, wording)).toBe(
      '7\'6" · Soft-top',
    );
    const suit = { ...none, category: 'wetsuit' as const, wetsuitSize: 'M' as const, wetsuitThickness: '4/3' };
    expect(formatEquipmentSize(suit, wording)).toBe('M · 4/3 mm');
    expect(formatEquipmentSize({ ...suit, wetsuitThickness: '' }, wording)).toBe('M');
    expect(formatEquipmentSize({ ...none, category: 'accessory' }, wording)).toBe('');
  });
});
