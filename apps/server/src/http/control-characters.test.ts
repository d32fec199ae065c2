import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@lineup/contract/problem';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const UUID = '00000000-0000-4000-8000-000000000000';
const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** A value the field accepts, so that only the field under test is wrong. */
function validValue(schema: JsonSchema): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return validValue(alternatives.find((option) => option.type !== 'null') ?? {});
  if (schema.enum) return schema.enum[0];
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.format === 'uuid') return UUID;
  if (isString(schema)) return 'valid value 12345';
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'boolean') return true;
  return undefined;
}

/** Each string field of each body shape (a union gives several) and each string query parameter. */
function targets(operation: Operation): { body?: Record<string, unknown>; field: string; where: 'body' | 'query' }[] {
  const found: { body?: Record<string, unknown>; field: string; where: 'body' | 'query' }[] = [];
  const root = operation.requestBody?.content['application/json']?.schema;
  for (const shape of root ? (root.anyOf ?? root.oneOf ?? [root]) : []) {
    const properties = Object.entries(shape.properties ?? {});
    const body = Object.fromEntries(properties.map(([name, schema]) => [name, validValue(schema)]));
    for (const [name, schema] of properties) {
      if (isString(schema) && !schema.enum && !schema.format) found.push({ body, field: name, where: 'body' });
    }
  }
  for (const parameter of operation.parameters ?? []) {
    const { schema } = parameter;
    if (parameter.in === 'query' && isString(schema) && !schema.enum && !schema.format) {
      found.push({ field: parameter.name, where: 'query' });
    }
  }
  return found;
}

const control = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)),
);
const withControl = (bad: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 8 }), bad, fc.string({ maxLength: 8 }))
    .map(([before, character, after]) => `${before}${character}${after}`);
/** Fields of multiLineText, which keep tabs and line breaks and refuse every other control character. */
const MULTI_LINE_FIELDS = new Set(['notes', 'description', 'comments', 'reason']);
const lineKeeping = new Set(['\t', '\n', '\r']);

describe('control characters in request strings', () => {
  let t: TestApp;
  let token: string;
  let operations: [string, Method, Operation][];
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' } });
    // A Master holds every permission and works in a school, so every route reaches its validation.
    const master = await createAccount(t.database.db, {
      email: 'master@nul.test',
      password: 'master password 1',
      master: true,
    });
    const school = await createSchool(t.database.db, master, 'Control School');
    const signedIn = await signInAs(t.app, 'master@nul.test', 'master password 1');
    token = signedIn.token;
    expect((await signedIn.call('PUT', '/api/v1/admin/school', { applicationId: school })).statusCode).toBe(200);
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Method, Operation] => [
        // A report is named, not a record; every other parameter is a record's id.
        path
          .replace('advanced-reports/{report}', 'advanced-reports/place-comparison')
          .replace('{report}', 'daily-usage')
          .replace(/\{[^}]+\}/g, UUID),
        method.toUpperCase() as Method,
        operation,
      ]),
    );
  });
  afterAll(() => t.close());

  it('are refused with 400 by every operation that takes a string, never with a 500', async () => {
    const tried: string[] = [];
    // Some routes have tight per-address limits of their own (five phone changes per quarter hour).
    let client = 0;
    for (const [url, method, operation] of operations) {
      for (const target of targets(operation)) {
        tried.push(`${method} ${url} ${target.where}.${target.field}`);
        await fc.assert(
          fc.asyncProperty(
            withControl(MULTI_LINE_FIELDS.has(target.field) ? control.filter((bad) => !lineKeeping.has(bad)) : control),
            async (value) => {
              const response = await t.app.inject({
                method,
                url,
                headers: { authorization: `Bearer ${token}` },
                remoteAddress: `10.0.${Math.floor(++client / 250)}.${client % 250}`,
                ...(target.where === 'body'
                  ? { payload: { ...target.body, [target.field]: value } }
                  : { query: { [target.field]: value } }),
              });
              expect(response.statusCode, `${method} ${url} ${target.field} ${JSON.stringify(value)}`).toBe(400);
              expect(
                problemSchema.parse(response.json()).errors?.[0],
                `${method} ${url} ${response.body}`,
              ).toMatchObject({
                code: 'control_characters',
              });
            },
          ),
          { numRuns: 4 },
        );
      }
    }
    // The sweep reached the operations the contract gives strings to.
    for (const expected of [
      'POST /oauth/api/v1/register body.email',
      'POST /oauth/api/v1/register body.password',
      'POST /oauth/api/v1/signin body.phone',
      'POST /api/v1/schools body.name',
      'POST /api/v1/invitations body.email',
      'POST /api/v1/invitations/accept body.token',
      'PATCH /api/v1/me body.name',
      'POST /api/v1/me/phone/confirm body.code',
      'GET /api/v1/admin/applications query.q',
      'POST /api/v1/places body.name',
      `PUT /api/v1/places/${UUID} body.notes`,
      'GET /api/v1/places query.q',
      'GET /oauth/api/v1/activate query.token',
    ]) {
      expect(tried).toContain(expected);
    }
  });
});
