import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@lineup/contract/places';
import { DeleteDialog } from '#web/lib/forms/delete-dialog.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { usePlaceMutations } from '#web/features/places/hooks/use-place-mutations.ts';

interface DeletePlaceDialogProps {
  readonly opened: boolean;
  readonly place: Place | null;
  readonly schoolId: string;
  readonly onClose: () => void;
}

/** Asks before deleting a place; a place in use is refused, and deactivating it is offered instead. */
export function DeletePlaceDialog({ opened, place, schoolId, onClose }: DeletePlaceDialogProps) {
  const { t } = useTranslation();
  const { remove, deactivate } = usePlaceMutations(schoolId);
  const { reset } = remove;
  // A new question starts without the last one's refusal.
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  if (!place) return null;
  return (
    <DeleteDialog
      opened={opened}
      name={place.name}
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(place, {
          onSuccess: () => {
            showSuccess(t('places.deleted', { name: place.name }));
            onClose();
          },
        })
      }
      offer={
        place.active
          ? {
              kind: 'deactivate',
              pending: deactivate.isPending,
              onConfirm: () =>
                deactivate.mutate(place, {
                  onSuccess: () => {
                    showSuccess(t('places.deactivated', { name: place.name }));
                    onClose();
                  },
                  onError: (error) => showError(errorText(error, t)),
                }),
            }
          : undefined
      }
    />
  );
}
