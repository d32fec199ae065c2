import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  contactPhone: z.string(),
  contactEmail: z.string(),
});

/** What the web app needs to know before sign-in. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/public-config',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: publicConfigSchema } } },
    () => ({
      googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
      contactPhone: app.config.CONTACT_PHONE,
      contactEmail: app.config.CONTACT_EMAIL,
    }),
  );
};
