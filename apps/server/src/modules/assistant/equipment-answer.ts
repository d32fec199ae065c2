import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  equipmentListQuerySchema,
  WETSUIT_SIZES,
  type EquipmentCategory,
  type WetsuitSize,
} from '@lineup/contract/equipment';
import { withSchool } from '#src/http/request-context.ts';
import { zonedInstant } from '#src/lib/zoned-day.ts';
import { equipmentResource } from '#src/modules/equipment/equipment.resource.ts';
import { equipmentBookedPeak } from '#src/modules/events/conflict-engine.ts';
import { may, reply, type AnswerContext, type Reply } from './answers.ts';
import { normalize } from './text-tokens.ts';

/** How long "free at 10" asks about: the hour from the time named. */
const WINDOW_MINUTES = 60;

/** Equipment categories by their words in the six languages (normalised). */
const CATEGORIES: readonly [RegExp, EquipmentCategory][] = [
  [
    /\b(wetsuits?|suits?|fatos?|trajes?|neoprenos?|combinaisons?|neoprenanzug\w*|neopren)\b|潜水服|湿衣|防寒衣/,
    'wetsuit',
  ],
  [/\b(boards?|surfboards?|pranchas?|tablas?|planches?|brett|bretter|surfbrett\w*)\b|冲浪板|板/, 'board'],
];

/** A wetsuit size a text names: "size M", "tamanho M", "talla M", "taille M", "Größe M", "M号". */
export function findSize(text: string): WetsuitSize | null {
  const sizes = [...WETSUIT_SIZES].sort((a, b) => b.length - a.length).join('|');
  const plain = normalize(text).toUpperCase();
  const match =
    new RegExp(String.raw`\b(?:SIZE|TAMANHO|TALLA|TAILLE|GROSSE|GROESSE)\s+(${sizes})\b`).exec(plain) ??
    new RegExp(String.raw`(?:^|[^A-Z0-9])(${sizes})\s*号`).exec(plain);
  return (match?.[1] as WetsuitSize | undefined) ?? null;
}

export function findCategory(text: string): EquipmentCategory | null {
  const plain = normalize(text);
  return CATEGORIES.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

/**
 * What equipment is free at a time (read-only): the school's active equipment of the category
 * and size named, each with its units usable (owned, less out of use and under open maintenance,
 * as the equipment list counts them) less the most booked at once in that hour, by the conflict
 * engine's own rule; linked to the equipment screen.
 */
export async function equipmentFree(context: AnswerContext): Promise<Reply> {
  const { call, words, understood, text } = context;
  if (!may(call, ENTITY_ACCESS.equipment.read) || !may(call, ENTITY_ACCESS.event.read)) {
    return reply(words.t('assistant.notAllowed'));
  }
  if (understood.time === null) return reply(words.t('assistant.plan.needWhen'));
  const day = understood.day ?? words.today();
  const [hours, minutes] = understood.time.split(':').map(Number) as [number, number];
  const from = zonedInstant(day, hours * 60 + minutes, words.timeZone);
  const to = new Date(from.getTime() + WINDOW_MINUTES * 60_000);
  const category = findCategory(text) ?? (context.earlier ? findCategory(context.earlier) : null);
  const size = findSize(text) ?? (context.earlier ? findSize(context.earlier) : null);
  const page = await equipmentResource.list(
    call,
    equipmentListQuerySchema.parse({
      active: 'true',
      pageSize: 100,
      ...(category ? { category } : {}),
      ...(size ? { size } : {}),
    }),
  );
  const booked = await withSchool(call, (tx, schoolId) =>
    equipmentBookedPeak(
      tx,
      schoolId,
      page.items.map((item) => item.id),
      from,
      to,
    ),
  );
  const free = page.items
    .map((item) => {
      const usable = Math.max(0, item.quantity - item.outOfUse - item.underMaintenance);
      return { item, usable, free: Math.max(0, usable - (booked.get(item.id) ?? 0)) };
    })
    .filter((row) => row.free > 0);
  const said = { day: words.day(day), time: understood.time };
  const query = new URLSearchParams({ ...(category ? { category } : {}), ...(size ? { size } : {}) }).toString();
  const links = [words.link('assistant.link.equipment', `/equipment${query ? `?${query}` : ''}`)];
  if (free.length === 0) return reply(words.t('assistant.equipment.none', said), { links });
  return reply(words.t('assistant.equipment.some', said), {
    links,
    rows: free.map((row) => ({
      label: row.item.name,
      value: words.t('assistant.equipment.row', { free: row.free, usable: row.usable }),
      path: '/equipment',
    })),
  });
}
