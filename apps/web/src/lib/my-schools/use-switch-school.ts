import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/error-text.ts';
import type { MySchool } from '#web/lib/api-types.ts';
import { switchSchool } from '#web/lib/my-schools/switch-school.ts';
import { applySchoolChange } from '#web/lib/me/apply-me.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

/** Schools an account can work in: approved or active ones. */
export const isOpenSchool = (school: MySchool) => school.status === 'active' || school.status === 'approved';

/** Makes another of the account's schools the current one; the session, guards and lists follow. */
export function useSwitchSchool() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (school: MySchool) => switchSchool(school.id),
    onSuccess: async (answer, school) => {
      showSuccess(t('user.schools.switched', { school: school.name }));
      await applySchoolChange(queryClient, answer);
    },
    onError: (error) => showError(errorText(error, t)),
  });
}
