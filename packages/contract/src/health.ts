import { z } from 'zod';

export const DATABASE_DRIVERS = ['pglite', 'postgres'] as const;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    driver: z.enum(DATABASE_DRIVERS),
    migrations: z.object({
      applied: z.number().int(),
      latest: z.string().nullable(),
    }),
  }),
});
export type Health = z.infer<typeof healthSchema>;
