import { describe, expect, it } from 'vitest';
import { equipmentInputSchema, type Equipment } from '@lineup/contract/equipment';
import { toInput, valuesOf } from '#web/features/equipment/equipment-form-values.ts';

const board = {
  ...valuesOf(null),
  name: 'Soft-top',
  boardConstruction: 'softtop' as const,
  boardVolumeLitres: 60.5 as const,
};

describe('the equipment form’s values', () => {
  it('read a typed board length as inches, in any of the ways people type it', () => {
    for (const typed of ['7\'6"', '7 6', '7-6', '7ft 6in', '90"', '7’6”']) {
      expect(toInput({ ...board, boardLengthInches: typed }).boardLengthInches, typed).toBe(90);
    }
    expect(toInput({ ...board, boardLengthInches: '' }).boardLengthInches).toBeNull();
    // What reads as no length is refused by the contract, not sent as none.
    const unread = toInput({ ...board, boardLengthInches: '7.6' });
    expect(unread.boardLengthInches).toBeNaN();
    expect(equipmentInputSchema.safeParse(unread).error?.issues.map((issue) => issue.path)).toEqual([
      ['boardLengthInches'],
    ]);
  });

  it('show a record’s length in feet and inches, and empty boxes for what it does not have', () => {
    const record = {
      ...toInput({ ...board, boardLengthInches: '8\'0"' }),
      boardVolumeLitres: null,
      purchasePriceCents: null,
    } as unknown as Equipment;
    expect(valuesOf(record)).toMatchObject({
      boardLengthInches: '8\'0"',
      boardVolumeLitres: '',
      purchasePriceCents: '',
    });
  });

  it('send only the chosen category’s size, whatever the hidden fields still hold', () => {
    const filled = { ...board, boardLengthInches: '7\'0"', wetsuitSize: 'M' as const, wetsuitThickness: '4/3' };
    expect(toInput(filled)).toMatchObject({ boardLengthInches: 84, wetsuitSize: null, wetsuitThickness: '' });
    expect(toInput({ ...filled, category: 'wetsuit' })).toMatchObject({
      boardLengthInches: null,
      boardVolumeLitres: null,
      boardConstruction: null,
      wetsuitSize: 'M',
      wetsuitThickness: '4/3',
    });
    const accessory = toInput({ ...filled, category: 'accessory' });
    expect(equipmentInputSchema.safeParse(accessory).success).toBe(true);
  });
});
