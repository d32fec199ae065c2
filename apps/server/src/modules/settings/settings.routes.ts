import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { settingsCountsSchema, settingsInputSchema, settingsSchema } from '@lineup/contract/settings';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { getSettings, saveSettings, settingsCounts } from './settings.service.ts';

/** /settings: the school's profile and defaults, and how many of each catalogue record it has. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'settings' });
  const access = ENTITY_ACCESS.settings;

  r.get(
    '/api/v1/settings',
    {
      id: 'getSettings',
      summary: "The current school's profile and defaults",
      access: access.read,
      response: settingsSchema,
    },
    (request) => getSettings(callContext(request)),
  );
  r.put(
    '/api/v1/settings',
    {
      id: 'saveSettings',
      summary: "Change the current school's profile and defaults, all at once",
      description:
        'The name, time zone and currency change for every session of the school at once. Changing the currency converts no amount.',
      access: access.write,
      body: settingsInputSchema,
      response: settingsSchema,
    },
    (request) => saveSettings(callContext(request), request.body),
  );
  r.get(
    '/api/v1/settings/counts',
    {
      id: 'getSettingsCounts',
      summary:
        'How many places, rooms, suppliers, equipment, vehicles, types, packages, services and items the school has',
      access: access.read,
      response: settingsCountsSchema,
    },
    (request) => settingsCounts(callContext(request)),
  );
};
