/** How well a customer surfs, assessed by the school; a lesson type is for one of these or for all. */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
