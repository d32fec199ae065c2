import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allows } from '@lineup/contract/access';
import type { AssistantActionKind } from '@lineup/contract/assistant';
import { idParamsSchema } from '@lineup/contract/http';
import { LANGUAGE_COOKIE } from '@lineup/contract/languages';
import { AppError } from '#src/http/app-error.ts';
import type { CallContext } from '#src/http/request-context.ts';
import type { RegisteredRoute } from '#src/http/route-list.ts';
import { customerResource } from '#src/modules/customers/customers.resource.ts';
import { eventTypeResource } from '#src/modules/event-types/event-types.resource.ts';
import { getEvent } from '#src/modules/events/event-queries.service.ts';
import { packageResource } from '#src/modules/packages/packages.resource.ts';
import { placeResource } from '#src/modules/places/places.resource.ts';
import { staffResource } from '#src/modules/staff/staff.resource.ts';
import type { ActionKind, Proposal } from './action-kit.ts';
import type { AnswerContext } from './answers.ts';
import { LESSON_ACTIONS, proposeOnLesson } from './lesson-actions.ts';
import { proposePaymentOf, proposeSaleOf, RECORD_PAYMENT, SELL_PACKAGE } from './money-actions.ts';
import { CREATE_LESSON, MOVE_LESSON, proposeLessonOf, proposeMoveOf } from './schedule-actions.ts';

/** A tool as OpenAI's chat-completions API declares it: one of the app's own operations. */
export interface ToolDeclaration {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: object };
}

/** What a tool call sends: the operation's path parameters, query and body, each as its schema says. */
export interface ToolArguments {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
}

/** What a tool call came to: the answer the model reads, and a proposal when it asked for a change. */
export interface ToolOutcome {
  readonly content: string;
  readonly proposal?: Proposal;
}

interface Operation {
  readonly route: RegisteredRoute;
  readonly declaration: ToolDeclaration;
}

/**
 * The changes a model may ask for: the operations behind SmartBot's own actions, each previewed
 * through the same service and judged by the conflict engine, kept for the member's Confirm.
 * Other writes are not offered: nothing that cannot be previewed is proposed.
 */
const WRITES: Record<
  string,
  {
    readonly kind: AssistantActionKind;
    readonly action: ActionKind<never>;
    readonly propose: (context: AnswerContext, id: string, body: never) => Promise<Proposal>;
  }
> = {
  addEventCustomer: {
    kind: 'book_customer',
    action: LESSON_ACTIONS.book_customer,
    propose: async (context, id, body: { customerId: string; scope: string }) => {
      if (body.scope !== 'one') throw oneAtATime();
      const customer = await customerResource.get(context.call, body.customerId);
      return proposeOnLesson(context, 'book_customer', id, customer);
    },
  },
  addEventStaff: {
    kind: 'assign_instructor',
    action: LESSON_ACTIONS.assign_instructor,
    propose: async (context, id, body: { staffId: string; role: string; scope: string }) => {
      if (body.scope !== 'one' || body.role !== 'instructor') throw oneAtATime();
      const member = await staffResource.get(context.call, body.staffId);
      return proposeOnLesson(context, 'assign_instructor', id, member);
    },
  },
  recordPayment: {
    kind: 'record_payment',
    action: RECORD_PAYMENT,
    propose: async (context, id, payment: Parameters<typeof proposePaymentOf>[1]['payment']) => {
      const customer = await customerResource.get(context.call, id);
      return proposePaymentOf(context, { customerId: id, customerName: customer.name, payment });
    },
  },
  createSale: {
    kind: 'sell_package',
    action: SELL_PACKAGE,
    propose: async (context, id, sale: Parameters<typeof proposeSaleOf>[1]['sale']) => {
      if (sale.kind !== 'package') throw oneAtATime();
      const [customer, product] = await Promise.all([
        customerResource.get(context.call, id),
        packageResource.get(context.call, sale.productId),
      ]);
      return proposeSaleOf(context, { customerId: id, customerName: customer.name, sale }, product.name);
    },
  },
  createEvent: {
    kind: 'create_lesson',
    action: CREATE_LESSON,
    propose: async (context, _id, lesson: Parameters<typeof proposeLessonOf>[1]) => {
      if (lesson.repeat) throw oneAtATime();
      const [type, place] = await Promise.all([
        eventTypeResource.get(context.call, lesson.eventTypeId),
        placeResource.get(context.call, lesson.placeId),
      ]);
      return proposeLessonOf(context, lesson, { type: type.name, place: place.name });
    },
  },
  moveEvent: {
    kind: 'move_lesson',
    action: MOVE_LESSON,
    propose: async (context, id, time: Parameters<typeof proposeMoveOf>[2]) =>
      proposeMoveOf(context, await getEvent(context.call, id), time),
  },
};

const oneAtATime = () =>
  new AppError('validation_failed', 'SmartBot proposes one lesson, one instructor or one package sale at a time.');

/** The API's own operations that read (JSON answers) or that SmartBot can preview, without its own and the platform's. */
function offered(route: RegisteredRoute): boolean {
  const id = route.schema?.operationId;
  if (!id || route.schema?.hide || !route.access || route.access === 'public') return false;
  if (!route.url.startsWith('/api/v1/') || route.url.startsWith('/api/v1/assistant')) return false;
  if (route.method !== 'GET') return id in WRITES;
  const success = (route.schema?.response as Record<string, object> | undefined)?.['200'];
  return !(success && 'content' in success);
}

/** A named format says what its long pattern says: the model reads the format, the API checks the rest. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => !(key === 'pattern' && 'format' in value));
  return Object.fromEntries(entries.map(([key, inner]) => [key, compact(inner)]));
}

const jsonSchemaOf = (schema: unknown) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
  return compact(rest);
};

function declare(route: RegisteredRoute): ToolDeclaration {
  const schema = route.schema!;
  const parts = { params: schema.params, query: schema.querystring, body: schema.body };
  const properties = Object.fromEntries(
    Object.entries(parts)
      .filter(([, part]) => part !== undefined)
      .map(([name, part]) => [name, jsonSchemaOf(part)]),
  );
  const write = route.method !== 'GET';
  const summary = (schema as { summary?: string }).summary ?? schema.operationId!;
  return {
    type: 'function',
    function: {
      name: schema.operationId!,
      description: write
        ? `${summary}. Proposes the change to the member, who confirms it on screen; nothing changes before.`
        : `${summary} (${route.method} ${route.url}).`,
      parameters: {
        type: 'object',
        properties,
        required: Object.keys(properties).filter((name) => name !== 'query'),
        additionalProperties: false,
      },
    },
  };
}

const catalogues = new WeakMap<readonly RegisteredRoute[], ReadonlyMap<string, Operation>>();

/** Every operation a model could be offered, worked out once per app. */
function catalogue(app: FastifyInstance): ReadonlyMap<string, Operation> {
  let operations = catalogues.get(app.routeList);
  if (!operations) {
    operations = new Map(
      app.routeList
        .filter(offered)
        .map((route) => [route.schema!.operationId!, { route, declaration: declare(route) }]),
    );
    catalogues.set(app.routeList, operations);
  }
  return operations;
}

/** Whether the caller may call an operation: its route's access, and for a change, what its SmartBot action needs. */
function mayCall(call: CallContext, operation: Operation): boolean {
  if (!allows(call.auth.permissions, operation.route.access!)) return false;
  const write = WRITES[operation.route.schema!.operationId!];
  return !write || write.action.allowed(call);
}

/** The tools of this caller: the operations their role may call, and no other. */
export function toolsFor(app: FastifyInstance, call: CallContext): ToolDeclaration[] {
  return [...catalogue(app).values()].filter((operation) => mayCall(call, operation)).map((one) => one.declaration);
}

/** What a model reads of an answer: enough to answer from, cut short past this many characters. */
export const TOOL_RESULT_MAX = 12_000;

const outcome = (status: number, body: unknown): ToolOutcome => {
  const text = JSON.stringify({ status, body });
  return {
    content: text.length <= TOOL_RESULT_MAX ? text : `${text.slice(0, TOOL_RESULT_MAX)}… (cut short)`,
  };
};

const refusal = (status: number, message: string): ToolOutcome => outcome(status, { error: message });

function pathOf(url: string, params: unknown): string | null {
  const values = (params ?? {}) as Record<string, unknown>;
  let missing = false;
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}

function queryOf(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const one of [value].flat()) {
      if (one !== undefined && one !== null) search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Runs one tool call as the caller: a read goes through the API itself with the caller's own
 * session (its permission check, row-level security and rate limit); a change is only proposed,
 * through SmartBot's preview. An operation the caller may not call is refused, never run.
 */
export async function runTool(
  app: FastifyInstance,
  context: AnswerContext,
  name: string,
  args: ToolArguments,
): Promise<ToolOutcome> {
  const { call } = context;
  const operation = catalogue(app).get(name);
  if (!operation || !mayCall(call, operation)) {
    return refusal(403, "This operation is not among the caller's tools; it was not run.");
  }
  const { route } = operation;
  const write = WRITES[name];
  if (write) {
    const params = idParamsSchema.safeParse(args.params ?? {});
    const body = (route.schema!.body as z.ZodType).safeParse(args.body ?? {});
    if ((route.url.includes(':id') && !params.success) || !body.success) {
      return refusal(400, z.prettifyError((params.success ? body.error : params.error) ?? new z.ZodError([])));
    }
    try {
      const proposal = await write.propose(context, params.data?.id ?? '', body.data as never);
      return { ...outcome(200, { proposed: proposal.reply.reply }), proposal };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      return refusal(error.status, error.message);
    }
  }
  const path = pathOf(route.url, args.params);
  if (path === null) return refusal(400, `Give every path parameter of ${route.url}.`);
  const response = await app.inject({
    method: 'GET',
    url: `${path}${queryOf(args.query)}`,
    remoteAddress: call.ip,
    headers: { authorization: `Bearer ${call.token}`, cookie: `${LANGUAGE_COOKIE}=${call.language}` },
  });
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // A body that is not JSON is passed on as text.
  }
  return outcome(response.statusCode, body);
}
