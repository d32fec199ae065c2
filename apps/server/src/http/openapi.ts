import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiDocumentSchema } from '@lineup/contract/http';
import { routeKit, type ZodApp } from './route-kit.ts';

/** Drops the named schemas no operation refers to (the input twin of an output-only schema). */
function withoutUnusedSchemas<Document extends object>(document: Document): Document {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const text = JSON.stringify(rest);
  const schemas = Object.entries(components.schemas).filter(([name]) =>
    text.includes(`"#/components/schemas/${name}"`),
  );
  return { ...rest, components: { ...components, schemas: Object.fromEntries(schemas) } } as Document;
}

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas turned to JSON Schema; a problem answer's headers (503's `Retry-After`), which
 * the zod transform leaves out, are put back.
 */
const withResponseHeaders: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const declared = (input.schema as { response?: Record<string, { headers?: object }> } | undefined)?.response;
  const built = (output.schema as { response?: Record<string, object> } | undefined)?.response;
  if (!declared || !built) return output;
  for (const [status, answer] of Object.entries(declared)) {
    const headers = answer.headers;
    if (headers && built[status]) built[status] = { ...built[status], headers };
  }
  return output;
};

/**
 * OpenAPI 3.1 built from the route schemas, with a reference UI at /api/docs. Each operation's
 * id, summary, security and problem answers come from the route kit, so clients can be
 * generated from the document.
 */
export async function registerOpenApi(app: ZodApp, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lineup API',
        description: 'Lessons, customers, staff and everything else a surf school runs on.',
        version,
        license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
      },
      servers: [{ url: app.config.PUBLIC_URL, description: 'This installation' }],
      security: [{ bearer: [] }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' } },
      },
    },
    transform: withResponseHeaders,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiConfig: { deepLinking: true },
  });
  routeKit(app, { tag: 'system' }).get(
    '/api/openapi.json',
    {
      id: 'getOpenApiDocument',
      summary: 'This OpenAPI document',
      access: 'public',
      response: openApiDocumentSchema,
    },
    () => openApiDocumentSchema.parse(app.swagger()),
  );
}
