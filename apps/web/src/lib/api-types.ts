import type { adminApplicationDetailSchema, adminApplicationSchema } from '@lineup/contract/admin';
import type { auditEntrySchema } from '@lineup/contract/audit';
import type { invitationSchema, receivedInvitationSchema } from '@lineup/contract/invitations';
import type { memberSchema } from '@lineup/contract/members';
import type { mySchoolSchema } from '@lineup/contract/schools';

/** The type a contract schema checks, read from the schema itself (never written twice by hand). */
export type Infer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S['parse']>;

export type MySchool = Infer<typeof mySchoolSchema>;
export type Member = Infer<typeof memberSchema>;
export type Invitation = Infer<typeof invitationSchema>;
export type ReceivedInvitation = Infer<typeof receivedInvitationSchema>;
export type AdminApplication = Infer<typeof adminApplicationSchema>;
export type AdminApplicationDetail = Infer<typeof adminApplicationDetailSchema>;
export type AuditEntry = Infer<typeof auditEntrySchema>;
