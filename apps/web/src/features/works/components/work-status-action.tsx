import { Button } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nextWorkStatus, type Work, type WorkStatus } from '@lineup/contract/works';
import { errorText, fieldError } from '#web/lib/error-text.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { changeWorkStatus, workApi } from '#web/features/works/api/works-api.ts';

const ICONS: Readonly<Record<WorkStatus, typeof IconCheck>> = {
  open: IconPlayerPlay,
  in_progress: IconCheck,
  done: IconArrowBackUp,
};

/** Equipment counts its units under maintenance: a status change moves them in or out of use. */
const equipmentKeys = schoolKeys('equipment');

/**
 * The one-click next step of a work's status: Start (open → in progress), Done (in progress →
 * done) or Reopen (done → open). Shown to those who change works and to the work's assignee.
 */
export function WorkStatusAction({ work, schoolId }: { readonly work: Work; readonly schoolId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const next = nextWorkStatus(work.status);
  const move = useMutation({
    mutationFn: () => changeWorkStatus(work.id, next),
    onSuccess: async (moved) => {
      showSuccess(t(`works.moved.${moved.status}`, { name: moved.title }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workApi.keys.all(schoolId) }),
        queryClient.invalidateQueries({ queryKey: equipmentKeys.all(schoolId) }),
      ]);
    },
    // Units no longer free are refused on the status; any other refusal is worded by its reason.
    onError: (error) => showError(fieldError(error, 'status', t) ?? errorText(error, t)),
  });
  const Icon = ICONS[work.status];
  return (
    <Button
      variant="light"
      size="xs"
      mih={{ base: 44, sm: 30 }}
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={t(`works.nextOf.${work.status}`, { name: work.title })}
      loading={move.isPending}
      onClick={() => move.mutate()}
    >
      {t(`works.next.${work.status}`)}
    </Button>
  );
}
