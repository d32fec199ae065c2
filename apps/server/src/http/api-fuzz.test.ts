import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { seedDemoSchool } from '#src/seed/demo-school.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

/**
 * Every operation of the OpenAPI document, called with what a careless or hostile client sends:
 * wrong types, NUL bytes, huge and fractional numbers, days from the year 1 to 9999, long and
 * odd text, in each field of the body and the query and in the path. Whatever it is sent, the
 * API answers 2xx, 3xx or 4xx: a 5xx is a defect. The calls act on the demo school, as its owner
 * and as the Master, on its real records, so that they reach past validation into the services.
 *
 * Each field is given a third of the odd values, a different third for each; `FUZZ_ROUNDS=12`
 * gives every field every one of them (about a minute; `npm run test:pg` runs it on PostgreSQL).
 * A stream (`text/event-stream`) answers for as long as the client listens: its own tests call it.
 */
const ROUNDS = Math.max(1, Number(process.env.FUZZ_ROUNDS ?? 4));

/** What a client should never send, one class of mistake each. */
const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  '🏄‍♀️ \u202e ß',
  "'; drop table customers; --",
  '../../etc/passwd',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  '1e308',
  '0001-01-01',
  '9999-12-31',
  '+010000-01-01',
  '1900-01-01',
  '2026-02-30',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '2026-07-14T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
];

/** The odd values one field is tried with in one round: a different slice for each field. */
function oddValuesFor(field: number, round: number): unknown[] {
  const perField = Math.ceil(ODD_VALUES.length / 12);
  const start = ((field + round) * perField) % ODD_VALUES.length;
  return Array.from({ length: perField }, (_, index) => ODD_VALUES[(start + index) % ODD_VALUES.length]);
}

/** The record an id field names, by the end of its name, as the path segment that lists them. */
const ID_FIELDS: Record<string, string> = {
  eventtype: 'event-types',
  lessontype: 'event-types',
  place: 'places',
  room: 'rooms',
  customer: 'customers',
  staff: 'staff',
  driver: 'staff',
  assignee: 'staff',
  instructor: 'staff',
  supplier: 'suppliers',
  item: 'items',
  equipment: 'equipment',
  transport: 'transports',
  package: 'packages',
  service: 'services',
  event: 'events',
  work: 'works',
};

type Schema = Record<string, unknown>;
interface Operation {
  readonly method: string;
  readonly path: string;
  readonly id: string;
  readonly secured: boolean;
  readonly pathParams: string[];
  readonly query: { name: string; schema: Schema; required: boolean }[];
  readonly body: Schema | undefined;
  readonly streamed: boolean;
}

describe('every operation of the API under odd input', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, Schema> } };
  const tokens: Record<'owner' | 'master', string> = { owner: '', master: '' };
  const passwords = { owner: 'lineup-demo-owner', master: 'lineup-demo-master' } as const;
  /** Ids of the demo school's records, by the path segment that names them. */
  const ids = new Map<string, string[]>();
  const anyIds: string[] = [];
  const failures: string[] = [];
  /** How many calls answered each status: the fuzz must reach the services, not stop at the door. */
  const statuses = new Map<number, number>();

  const signIn = async (who: 'owner' | 'master') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/oauth/api/v1/signin',
      payload: { email: `${who}@demo.lineup.surf`, password: passwords[who] },
    });
    tokens[who] = answer.json<{ access_token: string }>().access_token;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '100000000' } });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    await signIn('owner');
    await signIn('master');
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of Object.keys(document.paths)) {
      const match = /^\/api\/v1\/([a-z-]+)$/.exec(path);
      if (!match || !document.paths[path]!.get) continue;
      const answer = await send('master', 'GET', `${path}?pageSize=20`);
      const found = (answer.json<{ items?: { id?: unknown }[] }>().items ?? [])
        .map((item) => item.id)
        .filter((value): value is string => typeof value === 'string');
      if (found.length > 0) ids.set(match[1]!, found);
      anyIds.push(...found.slice(0, 2));
    }
  }, 120_000);
  afterAll(() => t?.close());

  async function send(who: 'owner' | 'master', method: string, url: string, payload?: unknown) {
    const call = () =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: {
          authorization: `Bearer ${tokens[who]}`,
          cookie: 'lineup_language=de',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    let answer = await call();
    // A call may end the caller's own session (signing out): sign in again and go on.
    if (answer.statusCode === 401 && !url.startsWith('/oauth/')) {
      await signIn(who);
      answer = await call();
    }
    return answer;
  }

  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    const ref = schema.$ref;
    if (typeof ref === 'string') return resolve(document.components?.schemas?.[ref.split('/').pop()!]);
    return schema;
  };

  /** A value the schema accepts, or near enough: the calls get past the shape into the service. */
  function sample(raw: Schema | undefined, depth = 0, key = ''): unknown {
    const schema = resolve(raw);
    if (depth > 6) return null;
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if ('default' in schema && schema.default !== null) return schema.default;
    const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (branches) {
      const first = branches.map(resolve).find((branch) => branch.type !== 'null');
      return first ? sample(first, depth + 1, key) : null;
    }
    switch (schema.type) {
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        return Object.fromEntries(
          Object.entries(properties).map(([name, value]) => [name, sample(value, depth + 1, name)]),
        );
      }
      case 'array': {
        const minimum = Number(schema.minItems ?? 0);
        return Array.from({ length: Math.max(1, minimum) }, () => sample(schema.items as Schema, depth + 1, key));
      }
      case 'integer':
      case 'number':
        return Math.min(Math.max(1, Number(schema.minimum ?? 1)), Number(schema.maximum ?? 1));
      case 'boolean':
        return true;
      case 'string':
        return sampleText(schema, key);
      default:
        return null;
    }
  }

  function sampleText(schema: Schema, key: string): string {
    switch (schema.format) {
      case 'uuid':
        return idFor(key);
      case 'date':
        return '2026-07-14';
      case 'date-time':
        return '2026-07-14T09:00:00+01:00';
      case 'email':
        return 'fuzz@example.com';
      default:
        return 'Fuzz'.padEnd(Number(schema.minLength ?? 0), 'z');
    }
  }

  /** A real id for a field by its name: `eventTypeId` an event type's, `storagePlaceId` a place's, `driverId` a staff member's. */
  function idFor(field: string): string {
    const name = field.replace(/Ids?$/, '').toLowerCase();
    const segment = Object.entries(ID_FIELDS).find(([word]) => name.endsWith(word))?.[1];
    return (segment && ids.get(segment)?.[0]) ?? anyIds[0] ?? randomUUID();
  }

  /** Every field of a body, by its path, down two levels: each is given odd values in turn. */
  function fieldsOf(value: unknown, prefix: string[] = [], depth = 0): string[][] {
    if (depth > 2 || value === null || typeof value !== 'object') return [];
    const entries = Array.isArray(value)
      ? value.slice(0, 1).map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    return entries.flatMap(([key, inner]) => [[...prefix, key], ...fieldsOf(inner, [...prefix, key], depth + 1)]);
  }

  function withField(body: unknown, path: string[], odd: unknown): unknown {
    const copy = structuredClone(body) as Record<string, unknown>;
    let node: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path.at(-1)!] = odd;
    return copy;
  }

  const operations = (): Operation[] =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, raw]) => {
        const parameters = (raw.parameters ?? []) as { in: string; name: string; schema: Schema; required?: boolean }[];
        const content = (raw.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
        return {
          method: method.toUpperCase(),
          path,
          id: String(raw.operationId),
          secured: Array.isArray(raw.security) && raw.security.length > 0,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
          body: content?.['application/json']?.schema,
          streamed: Object.values((raw.responses ?? {}) as Record<string, { content?: object }>).some(
            (response) => 'text/event-stream' in (response.content ?? {}),
          ),
        };
      }),
    );

  /** The path with real ids of the records its segments name; `odd` puts one odd text in the last. */
  function urlOf(operation: Operation, odd?: string): string {
    let url = operation.path;
    for (const [index, name] of operation.pathParams.entries()) {
      const segments = operation.path.split(`{${name}}`)[0]!.split('/').filter(Boolean);
      const owner = segments.at(-1) === 'members' ? 'staff' : segments.at(-1)!;
      const known = ids.get(owner) ?? anyIds;
      const real = known[index % Math.max(known.length, 1)] ?? randomUUID();
      const value = odd !== undefined && index === operation.pathParams.length - 1 ? odd : real;
      url = url.replace(`{${name}}`, encodeURIComponent(value));
    }
    return url;
  }

  const queryOf = (entries: [string, unknown][]) =>
    entries.length === 0
      ? ''
      : `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`).join('&')}`;

  async function expectNo5xx(who: 'owner' | 'master', method: string, url: string, payload?: unknown) {
    const answer = await send(who, method, url, payload);
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    const call = `${method} ${url.slice(0, 160)} ${JSON.stringify(payload)?.slice(0, 200) ?? ''}`;
    if (answer.statusCode >= 500) failures.push(`${call} → ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    // A refusal is a problem document, never a stack.
    else if (answer.statusCode >= 400 && !/^application\/problem\+json/.test(String(answer.headers['content-type']))) {
      failures.push(`${call} → ${answer.statusCode} as ${String(answer.headers['content-type'])}`);
    } else if (/\n\s+at |node_modules|\.ts:\d+/.test(answer.body)) failures.push(`${call} → a stack in the answer`);
  }

  it('answers no 5xx to odd bodies, queries and path parameters, on any operation', async () => {
    // Ending a session or the demo school's own accounts would leave nothing to call with; they are called last.
    const all = operations()
      .filter((operation) => !operation.streamed)
      .sort((a, b) => Number(a.id === 'signOut') - Number(b.id === 'signOut'));
    expect(all.length).toBeGreaterThan(150);
    let field = 0;
    for (const operation of all) {
      const who = operation.path.startsWith('/api/v1/admin') ? 'master' : 'owner';
      const url = urlOf(operation);
      const body = operation.body ? sample(operation.body) : undefined;
      // The query as a client sends it: what it must give, each of the rest tried alone.
      const query: [string, unknown][] = operation.query
        .filter((parameter) => parameter.required)
        .map((parameter) => [parameter.name, sample(parameter.schema, 0, parameter.name)]);
      for (let round = 0; round < ROUNDS; round += 1) {
        // The path: an odd text where a record's id goes.
        if (operation.pathParams.length > 0) {
          for (const odd of oddValuesFor(field++, round)) {
            await expectNo5xx(
              who,
              operation.method,
              urlOf(operation, typeof odd === 'string' ? odd : JSON.stringify(odd)),
              body,
            );
          }
        }
        // The query: each parameter in turn.
        for (const parameter of operation.query) {
          for (const odd of oddValuesFor(field++, round)) {
            const entries: [string, unknown][] = [
              ...query.filter(([name]) => name !== parameter.name),
              [parameter.name, odd],
            ];
            await expectNo5xx(who, operation.method, `${url}${queryOf(entries)}`, body);
          }
        }
        if (body === undefined) continue;
        // The body: whole, then each field down two levels.
        for (const odd of oddValuesFor(field++, round)) await expectNo5xx(who, operation.method, url, odd);
        for (const path of fieldsOf(body)) {
          for (const odd of oddValuesFor(field++, round)) {
            await expectNo5xx(who, operation.method, `${url}${queryOf(query)}`, withField(body, path, odd));
          }
        }
      }
      // And as it is, for the calls whose odd part was the path or the query.
      await expectNo5xx(who, operation.method, `${url}${queryOf(query)}`, body);
    }
    expect(failures).toEqual([]);
    // Past the door: many calls were taken, and some refused by the services' own rules.
    const answered = (from: number, to: number) =>
      [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, count]) => sum + count, 0);
    expect(answered(200, 300)).toBeGreaterThan(300);
    expect(statuses.get(409)).toBeGreaterThan(10);
  }, 900_000);
});
