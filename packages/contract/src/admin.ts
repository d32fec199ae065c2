import { z } from 'zod';
import { listQuery } from './list.ts';
import { memberSchema } from './members.ts';
import { APPLICATION_STATUSES } from './schools.ts';

/** The Master's panel over every school (application). */
export const ADMIN_SORTS = ['name', 'status', 'createdAt', 'databaseSize', 'invitedUsers'] as const;
export const adminListQuerySchema = listQuery({
  sorts: ADMIN_SORTS,
  defaultSort: 'createdAt',
  filters: { status: z.enum(APPLICATION_STATUSES).optional() },
});

export const adminApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  owner: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  databaseSize: z.number().int(),
  invitedUsers: z.number().int(),
  members: z.number().int(),
});
export const adminApplicationsSchema = z.object({ items: z.array(adminApplicationSchema), total: z.number().int() });
export const adminApplicationDetailSchema = adminApplicationSchema.extend({ memberList: z.array(memberSchema) });
export const statusChangeSchema = z.object({ status: z.enum(APPLICATION_STATUSES) });

/** The school a Master works in, chosen in the admin panel or the side bar; null leaves it. */
export const masterSchoolChoiceSchema = z.object({ applicationId: z.uuid().nullable() });
export type MasterSchoolChoice = z.infer<typeof masterSchoolChoiceSchema>;
