import { z } from 'zod';
import { moneyCents, notes, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { formattedText, text } from './text.ts';
import { clock } from './clock.ts';

/** Boards, wetsuits and accessories of a school (DOMAIN.md, Catalogue): counted in units. */
export const EQUIPMENT_CATEGORIES = ['board', 'wetsuit', 'accessory', 'other'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

/** How a board is built: soft top for beginners, epoxy or polyurethane hard boards. */
export const BOARD_CONSTRUCTIONS = ['softtop', 'epoxy', 'pu'] as const;
export type BoardConstruction = (typeof BOARD_CONSTRUCTIONS)[number];

/** Wetsuit sizes: adults XS–XXL, then children by age. */
export const WETSUIT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'K6', 'K8', 'K10', 'K12', 'K14'] as const;
export type WetsuitSize = (typeof WETSUIT_SIZES)[number];

/** The state a unit is kept in; what is out of use is counted apart. */
export const EQUIPMENT_CONDITIONS = ['new', 'good', 'fair', 'worn'] as const;
export type EquipmentCondition = (typeof EQUIPMENT_CONDITIONS)[number];

/** Boards from a 4'0" kids' foamie to a 12'0" longboard, in inches. */
export const BOARD_LENGTH_MIN_INCHES = 48;
export const BOARD_LENGTH_MAX_INCHES = 144;
/** A board's volume in litres, to one decimal: from a small shortboard to a big soft-top. */
export const BOARD_VOLUME_MIN_LITRES = 10;
export const BOARD_VOLUME_MAX_LITRES = 200;
/** Brand and model are short names on a label. */
export const BRAND_MAX = 80;
export const MODEL_MAX = 80;
/** The most units of one kind a school keeps. */
export const EQUIPMENT_QUANTITY_MAX = 10_000;
/** Thickness in millimetres as wetsuits are sold: "4/3", "3/2", "5/4/3", "2", "2.5". */
export const WETSUIT_THICKNESS_PATTERN = /^\d(\.\d)?(\/\d(\.\d)?){0,2}$/;
/** The thicknesses a school mostly buys, offered as suggestions. */
export const COMMON_WETSUIT_THICKNESSES = ['5/4/3', '5/4', '4/3', '3/2', '2/2', '2'] as const;
/** The earliest purchase date taken: an earlier one is a typing slip (0202 for 2022). */
export const PURCHASE_DATE_MIN = '1970-01-01';

const INCHES_PER_FOOT = 12;

/** A board's length as surfers write it: 96 → 8'0", 90 → 7'6". */
export function formatBoardLength(inches: number): string {
  const whole = Math.round(inches);
  return `${Math.floor(whole / INCHES_PER_FOOT)}'${whole % INCHES_PER_FOOT}"`;
}

const FEET_MARK = String.raw`(?:'|’|′|ft\.?|foot|feet)`;
const INCH_MARK = String.raw`(?:"|”|″|''|’’|′′|in\.?|inch|inches)`;
const FEET_AND_INCHES = new RegExp(
  String.raw`^(\d{1,2})\s*(?:${FEET_MARK}\s*(?:(\d{1,2})\s*${INCH_MARK}?)?|[\s-]+(\d{1,2})\s*${INCH_MARK}?)$`,
  'i',
);
const INCHES_ONLY = new RegExp(String.raw`^(\d{2,3})\s*${INCH_MARK}$`, 'i');
const BARE_NUMBER = /^(\d{1,3})$/;

/**
 * A board's length in inches from what a person types: 7'6", 7' 6, 7’6”, 7ft 6in, 7-6, 7 6,
 * 8' or a bare 8 (feet), 90" or 90 in (inches), and a bare number of a board's inches (90).
 * Null when it reads as none of them, or the inches are 12 or more.
 */
export function parseBoardLength(typed: string): number | null {
  const value = typed.trim();
  const inches = INCHES_ONLY.exec(value);
  if (inches) return Number(inches[1]);
  const bare = BARE_NUMBER.exec(value);
  if (bare) {
    const number = Number(bare[1]);
    // Nobody rides a board shorter than a foot or longer than twelve: small numbers are feet.
    if (number <= INCHES_PER_FOOT) return number * INCHES_PER_FOOT;
    return number >= BOARD_LENGTH_MIN_INCHES ? number : null;
  }
  const match = FEET_AND_INCHES.exec(value);
  if (!match) return null;
  const feet = Number(match[1]);
  const rest = Number(match[2] ?? match[3] ?? 0);
  if (rest >= INCHES_PER_FOOT) return null;
  return feet * INCHES_PER_FOOT + rest;
}

/** A wetsuit's thickness as written on it, with its unit: "4/3 mm". */
export const formatThickness = (thickness: string): string => `${thickness} mm`;

const isOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** The fields only a board has, and those only a wetsuit has. */
export const BOARD_FIELDS = ['boardLengthInches', 'boardVolumeLitres', 'boardConstruction'] as const;
export const WETSUIT_FIELDS = ['wetsuitSize', 'wetsuitThickness'] as const;

/** The validation code of a field given for a category that does not have it (a wetsuit's length). */
export const NOT_FOR_CATEGORY = 'not_for_category';
/** The validation code of a purchase date after today, or before PURCHASE_DATE_MIN. */
export const DATE_OUT_OF_RANGE = 'date_out_of_range';
/** The validation code of a storage room that is not at the storage place. */
export const ROOM_NOT_AT_PLACE = 'room_not_at_place';

const equipmentFields = z.object({
  name: recordName(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  brand: text().trim().max(BRAND_MAX),
  model: text().trim().max(MODEL_MAX),
  /** Boards only: length in inches (8'0" is 96). */
  boardLengthInches: z
    .number()
    .int()
    .min(BOARD_LENGTH_MIN_INCHES)
    .max(BOARD_LENGTH_MAX_INCHES)
    .meta({ examples: [96] })
    .nullable(),
  /** Boards only: volume in litres, to one decimal; empty when not known. */
  boardVolumeLitres: z
    .number()
    .min(BOARD_VOLUME_MIN_LITRES)
    .max(BOARD_VOLUME_MAX_LITRES)
    .refine(isOneDecimal, { params: { code: 'one_decimal' } })
    .meta({ examples: [80] })
    .nullable(),
  /** Boards only. */
  boardConstruction: z.enum(BOARD_CONSTRUCTIONS).nullable(),
  /** Wetsuits only. */
  wetsuitSize: z.enum(WETSUIT_SIZES).nullable(),
  /** Wetsuits only: "4/3" (millimetres), or empty when not known. */
  wetsuitThickness: formattedText('thickness', WETSUIT_THICKNESS_PATTERN).meta({ examples: ['4/3'] }),
  /** Units the school owns. */
  quantity: z.number().int().min(1).max(EQUIPMENT_QUANTITY_MAX),
  /** Of those, units broken or away for repair: lessons never book them. */
  outOfUse: z.number().int().min(0).max(EQUIPMENT_QUANTITY_MAX),
  supplierId: z.uuid().nullable(),
  /** The day it was bought (YYYY-MM-DD), not after today. */
  purchaseDate: z.iso
    .date()
    .meta({ examples: ['2025-03-14'] })
    .nullable(),
  /** What one unit cost. */
  purchasePriceCents: moneyCents().nullable(),
  condition: z.enum(EQUIPMENT_CONDITIONS),
  /** Where it is kept: a place, and a room at that place. */
  storagePlaceId: z.uuid().nullable(),
  storageRoomId: z.uuid().nullable(),
  notes: notes(),
  active: z.boolean(),
  /**
   * Goes ahead although upcoming lessons book more units than the change leaves usable (a board
   * broke): the activity log records it; without it such a change is refused with
   * `equipment_below_bookings`, naming the lessons.
   */
  override: z.boolean().optional(),
});
type EquipmentFields = z.infer<typeof equipmentFields>;

const given = (fields: EquipmentFields, field: keyof EquipmentFields) => {
  const value = fields[field];
  return value !== null && value !== '';
};

/**
 * The rules between fields: a board has a length and a construction and no wetsuit size, a
 * wetsuit has a size and no board fields, an accessory has neither; what is out of use is part
 * of what is owned; a purchase is not in the future; a room needs its place.
 */
function checkEquipment(fields: EquipmentFields, context: z.RefinementCtx) {
  const refuse = (path: keyof EquipmentFields, code: string) =>
    context.addIssue({ code: 'custom', params: { code }, input: fields[path], path: [path] });
  const own = fields.category === 'board' ? BOARD_FIELDS : fields.category === 'wetsuit' ? WETSUIT_FIELDS : [];
  for (const field of [...BOARD_FIELDS, ...WETSUIT_FIELDS]) {
    if (!(own as readonly string[]).includes(field) && given(fields, field)) refuse(field, NOT_FOR_CATEGORY);
  }
  if (fields.category === 'board') {
    if (fields.boardLengthInches === null) refuse('boardLengthInches', 'required');
    if (fields.boardConstruction === null) refuse('boardConstruction', 'required');
  }
  if (fields.category === 'wetsuit' && fields.wetsuitSize === null) refuse('wetsuitSize', 'required');
  if (fields.outOfUse > fields.quantity) {
    context.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: fields.quantity,
      inclusive: true,
      input: fields.outOfUse,
      path: ['outOfUse'],
    });
  }
  const bought = fields.purchaseDate;
  if (bought !== null && (bought > clock.latestToday() || bought < PURCHASE_DATE_MIN))
    refuse('purchaseDate', DATE_OUT_OF_RANGE);
  if (fields.storageRoomId !== null && fields.storagePlaceId === null) refuse('storagePlaceId', 'required');
}

/**
 * What a person gives to create or change equipment; a change sends the whole record. Fields of
 * another category are refused, not dropped, so a client never loses what it meant to send.
 */
export const equipmentInputSchema = equipmentFields.superRefine(checkEquipment);
export type EquipmentInput = z.infer<typeof equipmentInputSchema>;

export const equipmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  brand: z.string(),
  model: z.string(),
  boardLengthInches: z.number().int().nullable(),
  boardVolumeLitres: z.number().nullable(),
  boardConstruction: z.enum(BOARD_CONSTRUCTIONS).nullable(),
  wetsuitSize: z.enum(WETSUIT_SIZES).nullable(),
  wetsuitThickness: z.string(),
  quantity: z.number().int(),
  outOfUse: z.number().int(),
  /** Units under maintenance that is not done yet (Works): out of use until it is. */
  underMaintenance: z.number().int(),
  supplierId: z.string().nullable(),
  /** The supplier's name, for lists and exports; null without one. */
  supplierName: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  purchasePriceCents: z.number().int().nullable(),
  condition: z.enum(EQUIPMENT_CONDITIONS),
  storagePlaceId: z.string().nullable(),
  storagePlaceName: z.string().nullable(),
  storageRoomId: z.string().nullable(),
  storageRoomName: z.string().nullable(),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** Units lessons can book: those owned less those out of use and those under maintenance; never below none. */
export const usableUnits = (equipment: Pick<Equipment, 'quantity' | 'outOfUse' | 'underMaintenance'>): number =>
  Math.max(0, equipment.quantity - equipment.outOfUse - equipment.underMaintenance);

/** How each side words the parts of a size: numbers in the reader's notation, construction by name. */
export interface SizeWording {
  readonly number: (value: number) => string;
  readonly construction: (construction: BoardConstruction) => string;
}

type Sized = Pick<
  Equipment,
  'category' | 'boardLengthInches' | 'boardVolumeLitres' | 'boardConstruction' | 'wetsuitSize' | 'wetsuitThickness'
>;

/**
 * A size in one line, as a list column and the export show it: a board 7'6" · 60 L · Soft-top,
 * a wetsuit M · 4/3 mm; empty for what has no size.
 */
export function formatEquipmentSize(equipment: Sized, wording: SizeWording): string {
  const parts: string[] = [];
  if (equipment.category === 'board') {
    if (equipment.boardLengthInches !== null) parts.push(formatBoardLength(equipment.boardLengthInches));
    if (equipment.boardVolumeLitres !== null) parts.push(`${wording.number(equipment.boardVolumeLitres)} L`);
    if (equipment.boardConstruction !== null) parts.push(wording.construction(equipment.boardConstruction));
  }
  if (equipment.category === 'wetsuit') {
    if (equipment.wetsuitSize !== null) parts.push(equipment.wetsuitSize);
    if (equipment.wetsuitThickness !== '') parts.push(formatThickness(equipment.wetsuitThickness));
  }
  return parts.join(' · ');
}

/** Columns a list of equipment sorts by; `quantity` orders by the units lessons can book (usableUnits). */
export const EQUIPMENT_SORTS = [
  'name',
  'category',
  'quantity',
  'condition',
  'supplier',
  'storage',
  'active',
  'updatedAt',
] as const;

const boardLengthFilter = () =>
  z.coerce.number().int().min(BOARD_LENGTH_MIN_INCHES).max(BOARD_LENGTH_MAX_INCHES).optional();

export const equipmentListQuerySchema = listQuery({
  sorts: EQUIPMENT_SORTS,
  defaultSort: 'name',
  filters: {
    category: z.enum(EQUIPMENT_CATEGORIES).optional(),
    /** Wetsuits of this size (a class of kids needs K10 and K12). */
    size: z.enum(WETSUIT_SIZES).optional(),
    /** Boards at least this long, in inches. */
    lengthMin: boardLengthFilter(),
    /** Boards at most this long, in inches. */
    lengthMax: boardLengthFilter(),
    supplierId: z.uuid().optional(),
    storagePlaceId: z.uuid().optional(),
    active: booleanFilter().optional(),
  },
});
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

export const equipmentPageSchema = pageOf(equipmentSchema);
