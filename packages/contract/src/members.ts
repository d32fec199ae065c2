import { z } from 'zod';
import { SCHOOL_ROLES } from './roles.ts';

/** A member of the current school. */
export const memberSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SCHOOL_ROLES),
  since: z.string(),
});
export const membersSchema = z.object({ items: z.array(memberSchema) });
export const memberParamsSchema = z.object({ accountId: z.uuid() });
export const memberRoleSchema = z.object({ role: z.enum(SCHOOL_ROLES) });
