/** A school's activity log, or every school's for the Master. */
export { AuditLog } from '#web/features/schools/components/audit-log.tsx';
