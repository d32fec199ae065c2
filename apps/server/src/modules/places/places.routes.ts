import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { csvFileSchema, idParamsSchema, noContentSchema } from '@lineup/contract/http';
import { placeInputSchema, placeListQuerySchema, placePageSchema, placeSchema } from '@lineup/contract/places';
import { sendCsv } from '#src/http/csv-reply.ts';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { createPlace, deletePlace, exportPlaces, getPlace, listPlaces, updatePlace } from './places.service.ts';

/** The current school's places; the school comes from the session. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'places' });
  const { read, write } = ENTITY_ACCESS.place;
  const params = idParamsSchema;
  const query = placeListQuerySchema;
  const body = placeInputSchema;

  r.get(
    '/api/v1/places',
    { id: 'listPlaces', summary: "One page of the school's places", access: read, query, response: placePageSchema },
    (request) => listPlaces(callContext(request), request.query),
  );
  r.get(
    '/api/v1/places/export',
    {
      id: 'exportPlaces',
      summary: "The school's places as CSV, searched, filtered and sorted like the list",
      access: read,
      query,
      response: csvFileSchema,
      contentType: 'text/csv; charset=utf-8',
    },
    (request, reply) => sendCsv(reply, exportPlaces(callContext(request), request.query)),
  );
  r.get(
    '/api/v1/places/:id',
    { id: 'getPlace', summary: 'One place', access: read, params, response: placeSchema },
    (request) => getPlace(callContext(request), request.params.id),
  );
  r.post(
    '/api/v1/places',
    { id: 'createPlace', summary: 'Create a place', access: write, body, response: placeSchema, status: 201 },
    (request) => createPlace(callContext(request), request.body),
  );
  r.put(
    '/api/v1/places/:id',
    {
      id: 'updatePlace',
      summary: 'Change a place (the whole place)',
      access: write,
      params,
      body,
      response: placeSchema,
    },
    (request) => updatePlace(callContext(request), request.params.id, request.body),
  );
  r.delete(
    '/api/v1/places/:id',
    {
      id: 'deletePlace',
      summary: 'Delete a place; one in use is refused (409 in_use) with the offer to deactivate it',
      access: write,
      params,
      response: noContentSchema,
      status: 204,
    },
    async (request) => {
      await deletePlace(callContext(request), request.params.id);
      return null;
    },
  );
};
