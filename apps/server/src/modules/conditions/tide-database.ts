import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ByteBuffer } from 'flatbuffers';

/**
 * The harmonic tide database of `@neaps/tide-database`, read from its published FlatBuffers file
 * (`neaps.tcdb`, schema `schemas/database.fbs` of the package) rather than through the package's
 * module: importing the module decodes every station's metadata and a full-text index, about
 * 140 MiB resident, where Lineup needs a few kilobytes per station (decision 013). The file is
 * read when needed and let go: the index keeps where each tide station is, and a station's
 * harmonics are decoded on demand.
 */

const require = createRequire(import.meta.url);

/** Where the installed package keeps its database file. */
export const TIDE_DATABASE_FILE = path.join(
  path.dirname(require.resolve('@neaps/tide-database/package.json')),
  'dist/generated/neaps.tcdb',
);

/** Slots (vtable offsets) of the schema's tables, as `database.fbs` numbers their fields. */
const ROOT = { version: 4, stations: 6, constituentNames: 8, datumNames: 10 } as const;
const STATION = {
  id: 4,
  name: 6,
  kind: 8,
  type: 10,
  latitude: 12,
  longitude: 14,
  timezone: 16,
  accepted: 26,
  constituents: 30,
  datums: 32,
  chartDatum: 36,
  offsets: 38,
  quality: 44,
  attribution: 52,
  countryCode: 58,
} as const;
const OFFSETS = { reference: 4, timeHigh: 6, timeLow: 8, heightType: 10, heightHigh: 12, heightLow: 14 } as const;
/** The package's own credit, for a station that names no other. */
const PROJECT_CREDIT = 'Neaps tide database (https://github.com/openwatersio/tide-database)';

/** The database file, opened as FlatBuffers: its root table and readers of its fields. */
export class TideDatabaseFile {
  private readonly bb: ByteBuffer;
  private readonly root: number;
  private readonly named = new Map<number, string[]>();

  constructor(bytes: Uint8Array = readFileSync(TIDE_DATABASE_FILE)) {
    this.bb = new ByteBuffer(bytes);
    if (!this.bb.__has_identifier('TCDB')) throw new Error(`${TIDE_DATABASE_FILE} is not a tide database file`);
    this.root = this.bb.readInt32(this.bb.position()) + this.bb.position();
  }

  get version(): string {
    return this.text(this.root, ROOT.version) ?? '';
  }

  get stationCount(): number {
    return this.vectorLength(this.root, ROOT.stations);
  }

  /** The position of the station table at `index` of the stations vector (sorted by id). */
  station(index: number): number {
    const vector = this.bb.__vector(this.root + this.field(this.root, ROOT.stations));
    return this.bb.__indirect(vector + index * 4);
  }

  /** The identity of a station: what matching a place needs. */
  identity(table: number) {
    return {
      id: this.text(table, STATION.id) ?? '',
      name: this.text(table, STATION.name) ?? '',
      country: this.text(table, STATION.countryCode) ?? '',
      latitude: this.float64(table, STATION.latitude),
      longitude: this.float64(table, STATION.longitude),
      /** A tide station (not a current's), and one the database's quality checks accept. */
      usable: this.uint8(table, STATION.kind) === 0 && this.accepted(table),
    };
  }

  /** The package's rule: a station without a quality record is accepted; one with it, as it says. */
  private accepted(table: number): boolean {
    if (this.field(table, STATION.quality) === 0) return true;
    return this.uint8(table, STATION.accepted) !== 0;
  }

  /** The index of the station with this id, by binary search (the vector is sorted by id), or -1. */
  find(id: string): number {
    let low = 0;
    let high = this.stationCount - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.text(this.station(middle), STATION.id) ?? '';
      if (found === id) return middle;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** What predicting a station's tides takes; a subordinate's harmonics are its reference's. */
  prediction(table: number) {
    const subordinate = this.uint8(table, STATION.type) === 1;
    const offsetsAt = this.field(table, STATION.offsets);
    const offsets = offsetsAt === 0 ? null : this.bb.__indirect(table + offsetsAt);
    const referenceId = subordinate && offsets !== null ? this.text(offsets, OFFSETS.reference) : null;
    const referenceIndex = referenceId === null ? -1 : this.find(referenceId);
    const source = referenceIndex === -1 ? table : this.station(referenceIndex);
    return {
      subordinate: subordinate && offsets !== null,
      timezone: this.text(table, STATION.timezone) ?? 'UTC',
      chartDatum: this.text(table, STATION.chartDatum),
      attribution: this.text(table, STATION.attribution) ?? PROJECT_CREDIT,
      constituents: this.constituents(source),
      datums: this.datums(source),
      offsets:
        subordinate && offsets !== null
          ? {
              time: { high: this.int32(offsets, OFFSETS.timeHigh), low: this.int32(offsets, OFFSETS.timeLow) },
              height: {
                high: this.float32(offsets, OFFSETS.heightHigh),
                low: this.float32(offsets, OFFSETS.heightLow),
                type: this.uint8(offsets, OFFSETS.heightType) === 1 ? ('fixed' as const) : ('ratio' as const),
              },
            }
          : undefined,
    };
  }

  /** Constituents are structs of 12 bytes: a name (index into the root's names), amplitude, phase. */
  private constituents(table: number) {
    const names = this.names(ROOT.constituentNames);
    const at = this.field(table, STATION.constituents);
    if (at === 0) return [];
    const start = this.bb.__vector(table + at);
    return Array.from({ length: this.bb.__vector_len(table + at) }, (_, i) => ({
      name: names[this.bb.readUint16(start + i * 12)] ?? '',
      amplitude: this.bb.readFloat32(start + i * 12 + 4),
      phase: this.bb.readFloat32(start + i * 12 + 8),
    }));
  }

  /** Datums are structs of 8 bytes: a name (index into the root's names) and a height. */
  private datums(table: number): Record<string, number> {
    const names = this.names(ROOT.datumNames);
    const at = this.field(table, STATION.datums);
    if (at === 0) return {};
    const start = this.bb.__vector(table + at);
    const datums: Record<string, number> = {};
    for (let i = 0; i < this.bb.__vector_len(table + at); i += 1) {
      datums[names[this.bb.readUint16(start + i * 8)] ?? ''] = this.bb.readFloat32(start + i * 8 + 4);
    }
    return datums;
  }

  /** The root's list of constituent or datum names, which the stations' structs index. */
  private names(slot: number): string[] {
    const known = this.named.get(slot);
    if (known) return known;
    const at = this.field(this.root, slot);
    const start = this.bb.__vector(this.root + at);
    const names = Array.from({ length: this.bb.__vector_len(this.root + at) }, (_, i) =>
      String(this.bb.__string(start + i * 4)),
    );
    this.named.set(slot, names);
    return names;
  }

  private field(table: number, slot: number): number {
    return this.bb.__offset(table, slot);
  }
  private vectorLength(table: number, slot: number): number {
    const at = this.field(table, slot);
    return at === 0 ? 0 : this.bb.__vector_len(table + at);
  }
  private text(table: number, slot: number): string | null {
    const at = this.field(table, slot);
    return at === 0 ? null : String(this.bb.__string(table + at));
  }
  private float64(table: number, slot: number): number {
    const at = this.field(table, slot);
    return at === 0 ? 0 : this.bb.readFloat64(table + at);
  }
  private float32(table: number, slot: number): number {
    const at = this.field(table, slot);
    return at === 0 ? 0 : this.bb.readFloat32(table + at);
  }
  private int32(table: number, slot: number): number {
    const at = this.field(table, slot);
    return at === 0 ? 0 : this.bb.readInt32(table + at);
  }
  private uint8(table: number, slot: number): number {
    const at = this.field(table, slot);
    return at === 0 ? 0 : this.bb.readUint8(table + at);
  }
}
