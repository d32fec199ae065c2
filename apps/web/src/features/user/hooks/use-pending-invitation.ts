import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/error-text.ts';
import { acceptInvitationToken } from '#web/features/user/api/accept-invitation.ts';
import { applySchoolChange } from '#web/lib/me/apply-me.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { clearPendingInvitation, readPendingInvitation } from '#web/lib/pending-invitation.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

// One acceptance at a time for the whole app (StrictMode runs effects twice).
let accepting = false;

/** Accepts the invitation of a mailed link once the visitor is signed in, and says how it went. */
export function usePendingInvitation(signedIn: boolean): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = readPendingInvitation();
    if (!signedIn || !token || accepting) return;
    accepting = true;
    acceptInvitationToken(token)
      .then(async (me) => {
        clearPendingInvitation();
        showSuccess(t('user.invitations.joined', { school: me.school?.name ?? '', role: t(`roles.${me.profile}`) }));
        await applySchoolChange(queryClient, me);
      })
      .catch((error: unknown) => {
        // No answer: keep the token for the next try; any answer (used, expired, not yours) is final.
        if (!(error instanceof ApiError && error.status === 0)) clearPendingInvitation();
        showError(errorText(error, t));
      })
      .finally(() => {
        accepting = false;
      });
  }, [signedIn, queryClient, t]);
}
