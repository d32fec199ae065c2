/** How the activity log words a recorded value (a role, a status), for texts that quote one. */
export { valueText } from '#web/features/schools/audit-text.ts';
