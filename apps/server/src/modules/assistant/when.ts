import { dayAfter } from '#src/lib/zoned-day.ts';
import { normalize } from './text-tokens.ts';

/** Words for a day relative to today, in the six languages (normalised: no accents, lower case). */
const RELATIVE: readonly [RegExp, number][] = [
  [/\b(day after tomorrow|depois de amanha|pasado manana|apres demain|ubermorgen)\b|后天/, 2],
  [/\b(tomorrow|amanha|manana|demain|morgen|domani)\b|明天|明日/, 1],
  [/\b(today|tonight|hoje|hoy|aujourd hui|heute|oggi)\b|今天|今日/, 0],
  [/\b(yesterday|ontem|ayer|hier|gestern)\b|昨天/, -1],
];

/** ISO weekday (1 Monday … 7 Sunday) by its names. */
const WEEKDAYS: readonly [RegExp, number][] = [
  [/\b(monday|segunda|lunes|lundi|montag)\b|星期一|周一|礼拜一/, 1],
  [/\b(tuesday|terca|martes|mardi|dienstag)\b|星期二|周二|礼拜二/, 2],
  [/\b(wednesday|quarta|miercoles|mercredi|mittwoch)\b|星期三|周三|礼拜三/, 3],
  [/\b(thursday|quinta|jueves|jeudi|donnerstag)\b|星期四|周四|礼拜四/, 4],
  [/\b(friday|sexta|viernes|vendredi|freitag)\b|星期五|周五|礼拜五/, 5],
  [/\b(saturday|sabado|samedi|samstag|sonnabend)\b|星期六|周六|礼拜六/, 6],
  [/\b(sunday|domingo|dimanche|sonntag)\b|星期日|星期天|周日|礼拜天/, 7],
];

const isoWeekday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/**
 * The day a text names, on the school's clocks (`today` is the school's today): a relative word,
 * a weekday (the next one, today included), `2026-07-14` or `14/07` (`14/07/2026`). Null when none.
 */
export function findDay(text: string, today: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  const plain = normalize(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dated = /\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}))?\b/.exec(plain);
  if (dated) {
    const year = dated[3] ? Number(dated[3]) : Number(today.slice(0, 4));
    const day = validDay(year, Number(dated[2]), Number(dated[1]));
    if (day && !dated[3] && day < today) return validDay(year + 1, Number(dated[2]), Number(dated[1]));
    if (day) return day;
  }
  for (const [pattern, days] of RELATIVE) if (pattern.test(plain)) return dayAfter(today, days);
  for (const [pattern, weekday] of WEEKDAYS) {
    if (pattern.test(plain)) return dayAfter(today, (weekday - isoWeekday(today) + 7) % 7);
  }
  return null;
}

/** A day a text names, and where in its normalised text the words start and end. */
interface Mention {
  readonly day: string;
  readonly at: number;
  readonly end: number;
}

const everywhere = (pattern: RegExp) => new RegExp(pattern.source, 'g');

/** Every day a text names, in the order it names them (the longer words first where they overlap). */
function dayMentions(text: string, today: string): Mention[] {
  const plain = normalize(text);
  const found: Mention[] = [];
  const add = (day: string | null, at: number, length: number) => {
    const end = at + length;
    if (day && !found.some((one) => at < one.end && one.at < end)) found.push({ day, at, end });
  };
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    add(validDay(Number(match[1]), Number(match[2]), Number(match[3])), match.index, match[0].length);
  }
  for (const match of plain.matchAll(/\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}))?\b/g)) {
    add(findDay(match[0], today), match.index, match[0].length);
  }
  for (const [pattern, days] of RELATIVE) {
    for (const match of plain.matchAll(everywhere(pattern))) add(dayAfter(today, days), match.index, match[0].length);
  }
  for (const [pattern, weekday] of WEEKDAYS) {
    for (const match of plain.matchAll(everywhere(pattern))) {
      add(dayAfter(today, (weekday - isoWeekday(today) + 7) % 7), match.index, match[0].length);
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The words just before a day that make it where something goes ("to Friday", "para sexta", "改到周五"). */
const TOWARDS =
  /(?:\b(?:to|until|till|into|para|pra|al|a|au|a la|auf|zu|nach|pour)\s+(?:(?:the|next|o|a|el|le|la|den|die|proximo|proxima|prochain|nachsten)\s+)?|(?:改到|挪到|移到|换到|调到|推迟到|到)\s*)$/;

/**
 * The days a move names: the lesson's own and the one it goes to. Two days named are from and
 * to, in that order ("move tomorrow's group to Friday"); one day after a word such as "to",
 * "para", "auf" or "改到" is where it goes ("move the group to Friday"); any other one day is the
 * lesson's own ("move tomorrow's group to 11").
 */
export function findMoveDays(text: string, today: string): { from: string | null; to: string | null } {
  const named = dayMentions(text, today);
  if (named.length === 0) return { from: null, to: null };
  if (named.length > 1) return { from: named[0]!.day, to: named.at(-1)!.day };
  const only = named[0]!;
  return TOWARDS.test(normalize(text).slice(0, only.at)) ? { from: null, to: only.day } : { from: only.day, to: null };
}

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time of day a text names, as `HH:MM`: "10:00", "10h", "10h30", "às 10", "at 10", "a las
 * 10", "um 10 Uhr", "alle 10", "3pm", "10点", "下午3点". Null when none.
 */
export function findTime(text: string): string | null {
  const plain = normalize(text);
  const han = /(上午|早上|下午|晚上)?\s*(\d{1,2})\s*[点點](?:\s*(\d{1,2})\s*分?|半)?/.exec(plain);
  if (han) {
    let hour = Number(han[2]);
    if ((han[1] === '下午' || han[1] === '晚上') && hour < 12) hour += 12;
    const minutes = plain.includes(`${han[2]}点半`) ? 30 : Number(han[3] ?? 0);
    return clock(hour, minutes);
  }
  const colon = /\b(\d{1,2})[:h](\d{2})\b/.exec(plain);
  if (colon) return clock(Number(colon[1]), Number(colon[2]));
  const meridiem = /\b(\d{1,2})\s*(am|pm)\b/.exec(plain);
  if (meridiem) {
    const hour = Number(meridiem[1]) % 12;
    return clock(meridiem[2] === 'pm' ? hour + 12 : hour, 0);
  }
  const hours = /\b(\d{1,2})\s*(?:h|uhr|heures?|hrs?)\b/.exec(plain);
  if (hours) return clock(Number(hours[1]), 0);
  const after = /\b(?:at|to|as|a|às|a las|as|alle|um|vers|ore)\s+(\d{1,2})\b(?![/.:]\d)/.exec(plain);
  if (after) return clock(Number(after[1]), 0);
  return null;
}

function clock(hour: number, minutes: number): string | null {
  if (hour > 23 || minutes > 59) return null;
  return `${pad(hour)}:${pad(minutes)}`;
}
