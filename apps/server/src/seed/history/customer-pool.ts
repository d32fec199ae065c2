import type { CustomerPlan } from './customers.ts';
import type { Random } from './random.ts';

/** Children and grown-ups are booked apart: kids' lessons take children, every other lesson grown-ups. */
interface Group {
  /** Visitors around on each day. */
  readonly visitors: number[][];
  /** Regulars by the day they joined, and how many of them have joined by the day being planned. */
  readonly regulars: number[];
  joined: number;
}

/** Most lessons a customer takes in one day. */
const PER_DAY = 2;

/**
 * Who can be booked on a day, and who already is: a customer is in at most one event per slot
 * (so never in two events at once, the conflict engine's first rule) and in two a day at most.
 * Days are planned in order; `startDay` moves the pool to the next one.
 */
export class CustomerPool {
  private readonly plans: readonly CustomerPlan[];
  private readonly groups: { kids: Group; adults: Group };
  private day = -1;
  /** Per customer booked today: the slots taken (a bit each) and the lessons taken, times 16. */
  private readonly today = new Map<number, number>();

  constructor(plans: readonly CustomerPlan[], days: number) {
    this.plans = plans;
    const group = (kid: boolean): Group => {
      const visitors = Array.from({ length: days }, () => [] as number[]);
      const regulars: number[] = [];
      plans.forEach((plan, index) => {
        if (plan.kid !== kid) return;
        if (plan.regular) regulars.push(index);
        else for (const [from, to] of plan.around) for (let day = from; day <= to; day += 1) visitors[day]?.push(index);
      });
      regulars.sort((a, b) => plans[a]!.around[0]![0] - plans[b]!.around[0]![0] || a - b);
      return { visitors, regulars, joined: 0 };
    };
    this.groups = { kids: group(true), adults: group(false) };
  }

  startDay(day: number): void {
    this.day = day;
    this.today.clear();
    for (const group of [this.groups.kids, this.groups.adults]) {
      while (group.joined < group.regulars.length && this.plans[group.regulars[group.joined]!]!.around[0]![0] <= day) {
        group.joined += 1;
      }
    }
  }

  private free(customer: number, slots: readonly number[]): boolean {
    const [from, to] = this.plans[customer]!.around[0]!;
    if (this.plans[customer]!.regular && (this.day < from || this.day > to)) return false;
    const booked = this.today.get(customer) ?? 0;
    return booked >> 4 < PER_DAY && slots.every((slot) => (booked & (1 << slot)) === 0);
  }

  /**
   * Up to `count` customers free in all of `slots`, visitors first where there are any (they are
   * here for the lessons), then regulars; taken for those slots at once.
   */
  take(random: Random, count: number, slots: readonly number[], kids: boolean): number[] {
    const group = kids ? this.groups.kids : this.groups.adults;
    const visitors = group.visitors[this.day] ?? [];
    const chosen: number[] = [];
    for (let attempt = 0; chosen.length < count && attempt < count * 8; attempt += 1) {
      const fromVisitors = visitors.length > 0 && (group.joined === 0 || random.chance(0.6));
      if (!fromVisitors && group.joined === 0) break;
      const customer = fromVisitors ? random.pick(visitors) : group.regulars[random.int(0, group.joined - 1)]!;
      if (chosen.includes(customer) || !this.free(customer, slots)) continue;
      chosen.push(customer);
    }
    for (const customer of chosen) {
      const booked = this.today.get(customer) ?? 0;
      this.today.set(customer, slots.reduce((mask, slot) => mask | (1 << slot), booked) + 16);
    }
    return chosen;
  }
}
