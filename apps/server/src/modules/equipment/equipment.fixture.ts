import type { EquipmentInput } from '@lineup/contract/equipment';

/** A soft-top as a school buys them: ten of one kind. */
export function board(change: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    name: 'Soft-top 8\'0"',
    category: 'board',
    brand: 'Softech',
    model: 'Roller',
    boardLengthInches: 96,
    boardVolumeLitres: 80,
    boardConstruction: 'softtop',
    wetsuitSize: null,
    wetsuitThickness: '',
    quantity: 10,
    outOfUse: 1,
    supplierId: null,
    purchaseDate: '2025-03-14',
    purchasePriceCents: 32_000,
    condition: 'good',
    storagePlaceId: null,
    storageRoomId: null,
    notes: '',
    active: true,
    ...change,
  };
}

/** Winter wetsuits of one size. */
export function wetsuit(change: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    ...board(),
    name: 'Wetsuit 4/3 M',
    category: 'wetsuit',
    brand: "O'Neill",
    model: 'Epic',
    boardLengthInches: null,
    boardVolumeLitres: null,
    boardConstruction: null,
    wetsuitSize: 'M',
    wetsuitThickness: '4/3',
    quantity: 8,
    outOfUse: 0,
    purchasePriceCents: 18_000,
    ...change,
  };
}

/** Something with no size at all. */
export function accessory(change: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    ...wetsuit(),
    name: 'Leash 8 ft',
    category: 'accessory',
    brand: 'FCS',
    model: 'Freedom',
    wetsuitSize: null,
    wetsuitThickness: '',
    quantity: 20,
    purchasePriceCents: 2_500,
    ...change,
  };
}
