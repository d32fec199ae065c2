import { useTranslation } from 'react-i18next';
import type { Event } from '@lineup/contract/events';
import { errorText } from '#web/lib/error-text.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { useEventChange } from '#web/features/lessons/api/lessons-api.ts';

/** What each section of a lesson's page is given: its customers, staff, equipment and vehicles. */
export interface LessonSectionProps {
  readonly event: Event;
  readonly schoolId: string;
  /** The caller plans events (`manage_students`) and the event is still scheduled. */
  readonly plans: boolean;
}

/**
 * One change to the event from this page: a toast with `success` once done, the refusal (the
 * conflict engine's, naming the other event and the numbers) in red otherwise.
 */
export function useParticipantChange<Args extends unknown[]>(
  schoolId: string,
  change: (...args: Args) => Promise<Event>,
  success: (event: Event, ...args: Args) => string,
) {
  const { t } = useTranslation();
  const mutation = useEventChange(schoolId, change);
  return {
    pending: mutation.isPending,
    /** The arguments of the change on its way, to show which row is busy. */
    variables: mutation.isPending ? mutation.variables : undefined,
    run: (...args: Args) =>
      mutation.mutate(args, {
        onSuccess: (event) => showSuccess(success(event, ...args)),
        onError: (error) => showError(errorText(error, t)),
      }),
  };
}

type Removal = ReturnType<typeof useParticipantChange<[eventId: string, id: string]>>;

/** A row's remove button, for those who plan: busy while its own removal is on its way. */
export function useRemoval(remove: Removal, plans: boolean, eventId: string) {
  const { t } = useTranslation();
  return (id: string, name: string) => ({
    onRemove: plans ? () => remove.run(eventId, id) : undefined,
    removeLabel: t('lessons.view.removeOf', { name }),
    removing: remove.pending && remove.variables?.[1] === id,
  });
}
