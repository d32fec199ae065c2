import { allows, ENTITY_ACCESS } from '@lineup/contract/access';
import type { AssistantAnswer, AssistantChoice, AssistantEntities } from '@lineup/contract/assistant';
import { eventListQuerySchema } from '@lineup/contract/events';
import { outstandingQuerySchema } from '@lineup/contract/money';
import type { RouteAccess } from '@lineup/contract/routes';
import { workListQuerySchema } from '@lineup/contract/works';
import type { CallContext } from '#src/http/request-context.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import { suggestLessons } from '#src/modules/conditions/suggestions.service.ts';
import { listEvents } from '#src/modules/events/event-queries.service.ts';
import { getAccount } from '#src/modules/money/customer-account.service.ts';
import { listOutstanding } from '#src/modules/money/outstanding.service.ts';
import { getReport } from '#src/modules/reports/reports.service.ts';
import { workResource } from '#src/modules/works/works.resource.ts';
import type { NameMatch, Named } from './names.ts';
import type { Understanding } from './understand.ts';
import type { Wording } from './wording.ts';

/** An answer before its intent and entities are added. */
export type Reply = Omit<AssistantAnswer, 'intent' | 'confidence' | 'entities'>;

export const reply = (text: string, more: Partial<Reply> = {}): Reply => ({
  reply: text,
  links: [],
  rows: [],
  choices: [],
  action: null,
  ...more,
});

/** The records found, as the answer names them. */
export function entitiesOf(understood: Understanding): AssistantEntities {
  const found = (match: NameMatch) => (match && 'found' in match ? match.found : null);
  return {
    day: understood.day,
    time: understood.time,
    customer: found(understood.customer),
    staff: found(understood.staff),
    place: found(understood.place),
    eventType: found(understood.eventType),
    package: found(understood.package),
  };
}

/** The question again with the full name of each record a name could mean. */
export function choicesFor(text: string, records: readonly Named[]): AssistantChoice[] {
  return records.map((record) => ({ label: record.name, text: `${text} (${record.name})` }));
}

export interface AnswerContext {
  readonly call: CallContext;
  readonly text: string;
  readonly understood: Understanding;
  readonly words: Wording;
  /** The question a follow-up leans on ("and at 15:00?" after "wetsuits in size M tomorrow at 10"). */
  readonly earlier?: string;
}

/** Whether the caller's role holds what the screen behind an answer needs; each answer asks first. */
export const may = (call: CallContext, access: RouteAccess) => allows(call.auth.permissions, access);

const notAllowed = ({ words }: AnswerContext) => reply(words.t('assistant.notAllowed'));

export async function lessonsOfDay(context: AnswerContext): Promise<Reply> {
  const { call, words, understood } = context;
  if (!may(call, ENTITY_ACCESS.event.read)) return notAllowed(context);
  const day = understood.day ?? words.today();
  const page = await listEvents(
    call,
    eventListQuerySchema.parse({ from: day, to: day, status: 'scheduled', pageSize: 100 }),
  );
  const links = [words.link('assistant.link.lessons', `/lesson?from=${day}&to=${day}`)];
  if (may(call, 'view_dashboard')) links.unshift(words.link('assistant.link.daily', `/daily?date=${day}`));
  if (page.items.length === 0) return reply(words.t('assistant.lessons.none', { day: words.day(day) }), { links });
  return reply(words.t('assistant.lessons.some', { count: page.total, day: words.day(day) }), {
    links,
    rows: page.items.map((event) => ({
      label: `${words.time(event.startsAt)} ${event.title}`,
      value: words.t('assistant.lessons.row', {
        place: event.placeName,
        instructors: event.instructorNames.join(', ') || words.t('assistant.lessons.noInstructor'),
        customers: event.customerCount,
      }),
      path: `/lesson/${event.id}`,
    })),
  });
}

/** The customer (or staff member) a question is about, or the reply that asks which. */
export function oneNamed(context: AnswerContext, kind: 'customer' | 'staff' = 'customer'): Named | Reply {
  const match = context.understood[kind];
  if (match && 'ambiguous' in match) {
    return reply(context.words.t(`assistant.${kind}.which`), { choices: choicesFor(context.text, match.ambiguous) });
  }
  return match?.found ?? reply(context.words.t(`assistant.${kind}.missing`));
}

export async function customerBalance(context: AnswerContext): Promise<Reply> {
  const { call, words } = context;
  if (!may(call, ENTITY_ACCESS.customer.read)) return notAllowed(context);
  const customer = oneNamed(context);
  if ('reply' in customer) return customer;
  const account = await getAccount(call, customer.id);
  return reply(
    words.t('assistant.balance', {
      name: customer.name,
      credits: account.credits,
      owed: words.money(account.owedCents),
      onAccount: words.money(account.onAccountCents),
    }),
    { links: [words.link('assistant.link.student', `/student/${customer.id}`)] },
  );
}

export async function topDebtors(context: AnswerContext): Promise<Reply> {
  const { call, words } = context;
  if (!may(call, ENTITY_ACCESS.customer.read)) return notAllowed(context);
  const page = await listOutstanding(
    call,
    outstandingQuerySchema.parse({ sort: 'amount', order: 'desc', pageSize: 10 }),
  );
  const links = [words.link('assistant.link.students', '/student')];
  if (may(call, ENTITY_ACCESS.report.read)) links.unshift(words.link('assistant.link.dashboard', '/dashboard'));
  if (page.items.length === 0) return reply(words.t('assistant.debtors.none'), { links });
  return reply(words.t('assistant.debtors.some', { total: words.money(page.totalCents) }), {
    links,
    rows: page.items.map((charge) => ({
      label: charge.customerName,
      value: `${words.money(charge.amountCents)} · ${words.t('assistant.debtors.row', {
        description: charge.description,
        days: Math.max(0, charge.daysOverdue),
      })}`,
      path: `/student/${charge.customerId}`,
    })),
  });
}

export async function revenueOfMonth(context: AnswerContext): Promise<Reply> {
  const { call, words } = context;
  if (!may(call, ENTITY_ACCESS.report.read)) return notAllowed(context);
  const [year, month] = words.today().split('-').map(Number) as [number, number];
  const trends = await getReport(call, 'revenue-trends', { year });
  const cents = (key: number, measure: string) =>
    trends.rows.find((row) => row.key === String(key))?.values[measure] ?? 0;
  const thisMonth = cents(month, 'thisYearCents');
  const lastMonth = month === 1 ? cents(12, 'lastYearCents') : cents(month - 1, 'thisYearCents');
  return reply(words.t('assistant.revenue', { thisMonth: words.money(thisMonth), lastMonth: words.money(lastMonth) }), {
    links: [words.link('assistant.link.dashboard', '/dashboard')],
    rows: [
      { label: words.t('assistant.revenue.thisMonth'), value: words.money(thisMonth), path: '/dashboard' },
      { label: words.t('assistant.revenue.lastMonth'), value: words.money(lastMonth), path: '/dashboard' },
    ],
  });
}

export async function staffPayDue(context: AnswerContext): Promise<Reply> {
  const { call, words } = context;
  if (!may(call, ENTITY_ACCESS.report.read)) return notAllowed(context);
  const report = await getReport(call, 'staff-payments', {});
  // "How much do we owe Rui?" narrows the answer to the staff member named.
  const named = context.understood.staff && 'found' in context.understood.staff ? context.understood.staff.found : null;
  const due = report.rows.filter((row) => (row.values.dueCents ?? 0) > 0 && (!named || row.key === named.id));
  const links = [words.link('assistant.link.dashboard', '/dashboard')];
  if (due.length === 0) return reply(words.t('assistant.staffPay.none'), { links });
  const total = due.reduce((sum, row) => sum + (row.values.dueCents ?? 0), 0);
  return reply(words.t('assistant.staffPay.some', { total: words.money(total) }), {
    links,
    rows: due.map((row) => ({
      label: row.label,
      value: words.money(row.values.dueCents ?? 0),
      path: `/staff/${row.key}`,
    })),
  });
}

export async function worksOverdue(context: AnswerContext): Promise<Reply> {
  const { call, words } = context;
  if (!may(call, ENTITY_ACCESS.work.read)) return notAllowed(context);
  const page = await workResource.list(call, workListQuerySchema.parse({ overdue: 'true', pageSize: 100 }));
  const links = [words.link('assistant.link.works', '/works?overdue=true')];
  if (page.items.length === 0) return reply(words.t('assistant.works.none'), { links });
  return reply(words.t('assistant.works.some', { count: page.total }), {
    links,
    rows: page.items.map((work) => ({
      label: work.title,
      value: words.t('assistant.works.row', { due: work.dueOn ? words.day(work.dueOn) : '' }),
      path: '/works?overdue=true',
    })),
  });
}

export async function freeSlots(context: AnswerContext): Promise<Reply> {
  const { call, words, understood, text } = context;
  if (!may(call, ENTITY_ACCESS.event.write)) return notAllowed(context);
  const { place, eventType } = understood;
  if (place && 'ambiguous' in place) {
    return reply(words.t('assistant.slots.needPlace'), { choices: choicesFor(text, place.ambiguous) });
  }
  if (!place) return reply(words.t('assistant.slots.needPlace'));
  const type = eventType && 'found' in eventType ? eventType.found : null;
  const suggestions = await suggestLessons(call, place.found.id, {
    ...(type ? { eventTypeId: type.id } : {}),
    ...(understood.day ? { from: understood.day } : {}),
    days: 7,
  });
  const named = { place: place.found.name, type: type?.name ?? words.t('assistant.slots.anyLesson') };
  const links = [words.link('assistant.link.place', '/place')];
  if (suggestions.items.length === 0) return reply(words.t('assistant.slots.none', named), { links });
  return reply(words.t('assistant.slots.some', named), {
    links,
    rows: suggestions.items.map((slot) => ({
      label: words.start(slot.startsAt),
      value: `${slot.durationMinutes} min`,
      path: `/daily?date=${words.dayOf(slot.startsAt)}`,
    })),
  });
}

export const SIMPLE_REPLIES: Partial<Record<Understanding['intent'], MessageKey>> = {
  greeting: 'assistant.greeting',
  help: 'assistant.help',
  unknown: 'assistant.unknown',
};
