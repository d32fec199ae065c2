import {
  formatBoardLength,
  parseBoardLength,
  type BoardConstruction,
  type Equipment,
  type EquipmentCategory,
  type EquipmentCondition,
  type WetsuitSize,
} from '@lineup/contract/equipment';

/** The form's values: what the fields hold before the contract reads them. */
export interface EquipmentValues extends Record<string, unknown> {
  name: string;
  category: EquipmentCategory;
  brand: string;
  model: string;
  /** The length as typed (7'6"); the request has it in inches. */
  boardLengthInches: string;
  boardVolumeLitres: number | '';
  boardConstruction: BoardConstruction | null;
  wetsuitSize: WetsuitSize | null;
  wetsuitThickness: string;
  quantity: number | '';
  outOfUse: number | '';
  supplierId: string | null;
  /** YYYY-MM-DD, or empty. */
  purchaseDate: string;
  /** Cents; empty when not known. */
  purchasePriceCents: number | '';
  condition: EquipmentCondition;
  storagePlaceId: string | null;
  storageRoomId: string | null;
  notes: string;
  active: boolean;
}

const NEW_EQUIPMENT: EquipmentValues = {
  name: '',
  category: 'board',
  brand: '',
  model: '',
  boardLengthInches: '',
  boardVolumeLitres: '',
  boardConstruction: null,
  wetsuitSize: null,
  wetsuitThickness: '',
  quantity: 1,
  outOfUse: 0,
  supplierId: null,
  purchaseDate: '',
  purchasePriceCents: '',
  condition: 'good',
  storagePlaceId: null,
  storageRoomId: null,
  notes: '',
  active: true,
};

export function valuesOf(record: Equipment | null): EquipmentValues {
  if (!record) return NEW_EQUIPMENT;
  return {
    name: record.name,
    category: record.category,
    brand: record.brand,
    model: record.model,
    boardLengthInches: record.boardLengthInches === null ? '' : formatBoardLength(record.boardLengthInches),
    boardVolumeLitres: record.boardVolumeLitres ?? '',
    boardConstruction: record.boardConstruction,
    wetsuitSize: record.wetsuitSize,
    wetsuitThickness: record.wetsuitThickness,
    quantity: record.quantity,
    outOfUse: record.outOfUse,
    supplierId: record.supplierId,
    purchaseDate: record.purchaseDate ?? '',
    purchasePriceCents: record.purchasePriceCents ?? '',
    condition: record.condition,
    storagePlaceId: record.storagePlaceId,
    storageRoomId: record.storageRoomId,
    notes: record.notes,
    active: record.active,
  };
}

/** A typed length in inches; what reads as no length is NaN, for the contract to refuse. */
function inchesOf(typed: string): number | null {
  if (typed.trim() === '') return null;
  return parseBoardLength(typed) ?? Number.NaN;
}

const orNull = <T>(value: T | '') => (value === '' ? null : value);

/**
 * The request from the fields. The form shows only the chosen category's fields and keeps the
 * others while the reader changes their mind; the request leaves them out (empty), so a board
 * that became an accessory loses its length. A count left empty is left for the contract to refuse.
 */
export function toInput(values: EquipmentValues) {
  const board = values.category === 'board';
  const wetsuit = values.category === 'wetsuit';
  return {
    ...values,
    boardLengthInches: board ? inchesOf(values.boardLengthInches) : null,
    boardVolumeLitres: board ? orNull(values.boardVolumeLitres) : null,
    boardConstruction: board ? values.boardConstruction : null,
    wetsuitSize: wetsuit ? values.wetsuitSize : null,
    wetsuitThickness: wetsuit ? values.wetsuitThickness : '',
    quantity: values.quantity === '' ? undefined : values.quantity,
    outOfUse: values.outOfUse === '' ? undefined : values.outOfUse,
    purchaseDate: orNull(values.purchaseDate),
    purchasePriceCents: orNull(values.purchasePriceCents),
  };
}
