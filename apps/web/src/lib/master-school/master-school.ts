import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminApplicationsSchema } from '@lineup/contract/admin';
import { meResponseSchema, type Me } from '@lineup/contract/me';
import { errorText } from '#web/lib/error-text.ts';
import { get, put } from '#web/lib/http.ts';
import { applySchoolChange } from '#web/lib/me/apply-me.ts';
import { platformKeys, platformScope } from '#web/lib/query-keys.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

export interface OpenSchool {
  readonly id: string;
  readonly name: string;
}

/** The first hundred schools by name, the most a page gives; the open ones (approved or active) are those a Master can work in. */
export const openSchoolsQuery = queryOptions({
  queryKey: platformKeys('applications').list({ open: true }),
  queryFn: async ({ signal }): Promise<OpenSchool[]> => {
    const query = { sort: 'name', order: 'asc', pageSize: 100 };
    const page = await get('/api/v1/admin/applications', { query, schema: adminApplicationsSchema, signal });
    return page.items
      .filter((school) => school.status === 'active' || school.status === 'approved')
      .map(({ id, name }) => ({ id, name }));
  },
});

export function chooseMasterSchool(applicationId: string | null): Promise<Me> {
  return put('/api/v1/admin/school', { applicationId }, { schema: meResponseSchema });
}

/**
 * The Master chooses the school to work in, or none: the session on the server keeps it; the
 * stored profile, the guards and the school's screens follow, and the platform's log shows it.
 */
export function useChooseMasterSchool() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (school: OpenSchool | null) => chooseMasterSchool(school?.id ?? null),
    onSuccess: async (me, school) => {
      showSuccess(school ? t('masterSchool.chosen', { school: school.name }) : t('masterSchool.left'));
      await applySchoolChange(queryClient, me);
      await queryClient.invalidateQueries({ queryKey: platformScope() });
    },
    onError: (error) => showError(errorText(error, t)),
  });
}
