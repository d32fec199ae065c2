import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  conditionsQuerySchema,
  conditionsSchema,
  SUGGESTIONS_MAX,
  suggestionsQuerySchema,
  suggestionsSchema,
  tideStationListSchema,
  tideStationsQuerySchema,
} from '@lineup/contract/conditions';
import { idParamsSchema } from '@lineup/contract/http';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { placeConditions, tideStations } from './conditions.service.ts';
import { suggestLessons } from './suggestions.service.ts';

const NOTICE =
  'Tides are astronomical predictions from the harmonic constituents of a tide station (the `notice`): not for navigation, and blind to swell, wind and surge.';

/** A place's tides and daylight, the stations to choose from, and the best times for a lesson. */
export const conditionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'conditions' });
  r.get(
    '/api/v1/places/:id/conditions',
    {
      id: 'getPlaceConditions',
      summary: "A place's tides and daylight on a day of the school's clocks",
      description: `The place's station (the one chosen, or the nearest within 100 km), the day's high and low waters, its height every 15 minutes and its tide states, civil dawn, sunrise, sunset and civil dusk, and the marine forecast when one is configured. ${NOTICE}`,
      access: ENTITY_ACCESS.place.read,
      params: idParamsSchema,
      query: conditionsQuerySchema,
      response: conditionsSchema,
    },
    (request) => placeConditions(callContext(request), request.params.id, request.query.day),
  );
  r.get(
    '/api/v1/places/:id/suggestions',
    {
      id: 'suggestLessonTimes',
      summary: 'The best times in the coming days for a lesson at a place',
      description: `At most ${SUGGESTIONS_MAX}, one per window of daylight and of the tide states the place suits for the type's level, each clear of the place's (and the room's) capacity at its busiest moment. Best first: an hour's margin either way, then the earliest. ${NOTICE}`,
      access: ENTITY_ACCESS.event.write,
      params: idParamsSchema,
      query: suggestionsQuerySchema,
      response: suggestionsSchema,
    },
    (request) => suggestLessons(callContext(request), request.params.id, request.query),
  );
  r.get(
    '/api/v1/tide-stations',
    {
      id: 'listTideStations',
      school: false,
      summary: "Tide stations to choose a place's station from: nearest a point first, or by name",
      description:
        'With `latitude` and `longitude`, the nearest first with their distance; without, in the order of their names. `q` keeps those whose name holds it (any case, any accents).',
      access: ENTITY_ACCESS.place.read,
      query: tideStationsQuerySchema,
      response: tideStationListSchema,
    },
    (request) => tideStations(request.query),
  );
};
