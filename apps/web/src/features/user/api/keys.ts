import { schoolKeys } from '#web/lib/query-keys.ts';

export const memberKeys = schoolKeys('members');
export const invitationKeys = schoolKeys('invitations');
