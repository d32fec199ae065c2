import { z } from 'zod';

/**
 * Where the maps' background comes from: a Leaflet URL template (`{z}`, `{x}`, `{y}`, maybe
 * `{s}`) and its attribution, text in which `[name](https://…)` is a link. Null: no tiles, the
 * maps show a plain background.
 */
export const mapTilesSchema = z.object({
  urlTemplate: z.string(),
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/** What the web app needs to know before sign-in (GET /api/v1/public-config). */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  mapTiles: mapTilesSchema.nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
