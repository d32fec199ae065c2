import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { csvFileSchema, idParamsSchema, noContentSchema } from '@lineup/contract/http';
import type { ListQuery } from '#src/db/list.ts';
import { sendCsv } from './csv-reply.ts';
import { callContext } from './request-context.ts';
import type { Columns, Resource, ResourceDefinition } from './resource-kit.ts';
import { routeKit } from './route-kit.ts';

/**
 * A resource's six routes (list, export, one, create, change, delete) over its service, with
 * their operation ids, summaries and permissions worded from the definition.
 */
export function resourceRoutes<
  Sort extends string,
  Fields extends Columns,
  Query extends ListQuery<Sort>,
  Input extends Record<string, unknown>,
  Item,
>(
  definition: ResourceDefinition<Sort, Fields, Query, Input, Item>,
  resource: Omit<Resource<Query, Input, Item>, 'routes'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const r = routeKit(app, { tag: definition.tag });
    const { read, write } = ENTITY_ACCESS[definition.entity];
    const { one, many } = definition.names;
    const { query, input: body, page } = definition.schemas;
    // An open Item type defeats the type provider's reply check; the schema still checks every answer.
    const item: z.ZodType = definition.schemas.item;
    const params = idParamsSchema;
    const path = definition.path;
    const lower = many.toLowerCase();
    r.get(
      path,
      {
        id: `list${many}`,
        summary: `One page of the school's ${lower}`,
        access: read,
        query,
        response: page,
        ...(definition.kept ? { kept: {} } : {}),
      },
      (request) => resource.list(callContext(request), request.query as Query),
    );
    r.get(
      `${path}/export`,
      {
        id: `export${many}`,
        summary: `The school's ${lower} as CSV, searched, filtered and sorted like the list`,
        access: read,
        query,
        response: csvFileSchema,
        contentType: 'text/csv; charset=utf-8',
      },
      (request, reply) => sendCsv(reply, resource.export(callContext(request), request.query as Query)),
    );
    r.get(
      `${path}/:id`,
      definition.ownRecord
        ? {
            id: `get${one}`,
            summary: `One ${one.toLowerCase()}; a member without \`${read}\` gets their own only`,
            access: 'login',
            params,
            response: item,
          }
        : {
            id: `get${one}`,
            summary: `One ${one.toLowerCase()}`,
            access: read,
            params,
            response: item,
            ...(definition.kept ? { kept: {} } : {}),
          },
      (request) => resource.get(callContext(request), request.params.id),
    );
    r.post(
      path,
      {
        id: `create${one}`,
        summary: `Create a ${one.toLowerCase()}`,
        access: write,
        body,
        response: item,
        status: 201,
      },
      (request) => resource.create(callContext(request), request.body as Input),
    );
    r.put(
      `${path}/:id`,
      {
        id: `update${one}`,
        summary: `Change a ${one.toLowerCase()} (all of it)`,
        ...(definition.checkScheduleNote ? { description: definition.checkScheduleNote } : {}),
        access: write,
        params,
        body,
        response: item,
      },
      (request) => resource.update(callContext(request), request.params.id, request.body as Input),
    );
    r.delete(
      `${path}/:id`,
      {
        id: `delete${one}`,
        summary: definition.inUseOffer
          ? `Delete a ${one.toLowerCase()}; one in use is refused (409 in_use) with the offer to ${definition.inUseOffer} it`
          : `Delete a ${one.toLowerCase()}`,
        access: write,
        params,
        response: noContentSchema,
        status: 204,
      },
      async (request) => {
        await resource.remove(callContext(request), request.params.id);
        return null;
      },
    );
  };
}
