import { randomUUID } from 'node:crypto';
import { customerInputOf, type CustomerInput } from '@lineup/contract/customers';
import type { WetsuitSize } from '@lineup/contract/equipment';
import { addDays, daysBetween, seasonOf } from './calendar.ts';
import { countryOf, phoneOf } from './countries.ts';
import { firstName, lastName, mailboxOf } from './names.ts';
import type { Random } from './random.ts';

/**
 * A generated customer: the record, and when they are around to take lessons, as day numbers
 * from the history's first day. Regulars live nearby and come from the day they join to the day
 * they stop; visitors come for a stay of days, once or a few times over the years.
 */
export interface CustomerPlan {
  readonly id: string;
  readonly record: CustomerInput;
  readonly kid: boolean;
  readonly regular: boolean;
  /** Days around, each [first, last] included. */
  readonly around: readonly (readonly [number, number])[];
  /** The day the school first wrote them down: their first day around, or today for one booked ahead. */
  readonly since: string;
}

/** The span of a history: its first day, its today, and how many days it runs (today and the weeks booked ahead included). */
export interface Span {
  readonly firstDay: string;
  readonly today: number;
  readonly days: number;
}

const ADULT_SIZES: readonly (readonly [WetsuitSize | null, number])[] = [
  [null, 1],
  ['XS', 1],
  ['S', 2.5],
  ['M', 3.5],
  ['L', 2.5],
  ['XL', 1.2],
  ['XXL', 0.4],
];

const kidSize = (age: number): WetsuitSize =>
  age < 8 ? 'K6' : age < 10 ? 'K8' : age < 12 ? 'K10' : age < 14 ? 'K12' : 'K14';

const NOTES = [
  'Asthma: inhaler in the bag.',
  'Afraid of big waves; keep to the inside.',
  'Wants to try a shortboard next.',
  'Comes with friends from work.',
  'Prefers lessons in English.',
];

/** A day of the month-weighted season within the span, for a visitor's stay to start on. */
function seasonalDay(random: Random, span: Span): number {
  for (;;) {
    const day = random.int(0, span.days - 1);
    const month = Number(addDays(span.firstDay, day).slice(5, 7));
    // Holiday-makers follow the season more steeply than the school's own year.
    if (random.next() < seasonOf(month) ** 1.5) return day;
  }
}

/** When a customer is around: a regular from joining until they stop, a visitor for one to three stays. */
function aroundOf(random: Random, span: Span, regular: boolean, earliest: number): [number, number][] {
  if (regular) {
    // A third were regulars before the history began; the rest join as it goes.
    const joined = Math.max(earliest, random.chance(0.3) ? 0 : random.int(0, span.today));
    const stays = random.chance(0.35) ? random.int(300, 1100) : span.days;
    return [[joined, Math.min(span.days - 1, joined + stays)]];
  }
  const visits = random.weighted([
    [1, 70],
    [2, 22],
    [3, 8],
  ] as const);
  const stays: [number, number][] = [];
  for (let visit = 0; visit < visits; visit += 1) {
    const from = Math.max(earliest, seasonalDay(random, span));
    stays.push([from, Math.min(span.days - 1, from + random.int(3, 13))]);
  }
  return stays.sort((a, b) => a[0] - b[0]);
}

/**
 * The school's customers (DOMAIN.md, People): regulars mostly from Portugal, visitors from a
 * score of countries; phones in E.164 of their country, e-mails at the example domains; one in
 * eight a child (8 to 15 today) with a parent as guardian, who takes the kids' lessons from the
 * age of six; waivers signed on the first day around, when that day has come.
 */
export function generateCustomers(random: Random, count: number, span: Span, today: string): CustomerPlan[] {
  const todayYear = Number(today.slice(0, 4));
  return Array.from({ length: count }, () => {
    const regular = random.chance(0.4);
    const country = countryOf(random, regular);
    const kid = random.chance(0.125);
    const age = kid ? random.int(8, 15) : random.int(18, 66);
    const birthDate = `${todayYear - age - 1}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    // A child is around from the age of six.
    const sixth = kid ? daysBetween(span.firstDay, `${Number(birthDate.slice(0, 4)) + 6}${birthDate.slice(4)}`) : 0;
    const around = aroundOf(random, span, regular, Math.min(Math.max(0, sixth), span.today));
    const first = firstName(random, country.language);
    const last = lastName(random, country.language);
    const name = `${first} ${last}`;
    const guardian = kid ? `${firstName(random, country.language)} ${last}` : '';
    const email = random.chance(0.88)
      ? `${mailboxOf(kid ? guardian.split(' ')[0]! : first, last)}${random.chance(0.3) ? random.int(1, 99) : ''}@${country.domain}`
      : '';
    const firstDay = addDays(span.firstDay, around[0]![0]);
    const signed = firstDay <= today;
    const record = customerInputOf(name, {
      email,
      phone: kid || random.chance(0.1) ? '' : phoneOf(random, country),
      country: random.chance(0.02) ? null : (country.code as CustomerInput['country']),
      documentId: random.chance(0.4) ? `${country.code}${random.int(1_000_000, 9_999_999)}` : '',
      address:
        regular && country.code === 'PT' && random.chance(0.5)
          ? `Rua ${last.split(' ')[0]} ${random.int(1, 180)}, Cascais`
          : '',
      birthDate,
      level: kid
        ? random.pick(['beginner', 'beginner', 'intermediate'] as const)
        : random.weighted([
            ['beginner', 5],
            ['intermediate', 3.5],
            ['advanced', 1.5],
            [null, 1],
          ] as const),
      wetsuitSize: kid ? kidSize(age) : random.weighted(ADULT_SIZES),
      guardianName: guardian,
      guardianPhone: kid ? phoneOf(random, country) : '',
      emergencyName: !kid && random.chance(0.3) ? `${firstName(random, country.language)} ${last}` : '',
      emergencyPhone: '',
      waiverAcceptedOn: signed ? firstDay : null,
      waiverAcceptedBy: signed ? guardian || name : '',
      notes: random.chance(0.03) ? random.pick(NOTES) : '',
    });
    if (record.emergencyName !== '') record.emergencyPhone = phoneOf(random, country);
    return { id: randomUUID(), record, kid, regular, around, since: signed ? firstDay : today };
  });
}
