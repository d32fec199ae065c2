import { z } from 'zod';
import { text } from './text.ts';
import { SCHOOL_ROLES } from './roles.ts';

/** A school is an *application*: its status and the transitions between them (DESIGN.md). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'active', 'inactive'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  pending: ['approved', 'inactive'],
  approved: ['active'],
  active: ['inactive'],
  inactive: ['active'],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

export const SCHOOL_NAME_MAX = 120;

export const schoolRequestSchema = z.object({ name: text().trim().min(2).max(SCHOOL_NAME_MAX) });

/** One of the signed-in account's schools. */
export const mySchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  role: z.enum(SCHOOL_ROLES),
  current: z.boolean(),
});
export const mySchoolsSchema = z.object({ items: z.array(mySchoolSchema) });
export const switchSchoolSchema = z.object({ applicationId: z.uuid() });
