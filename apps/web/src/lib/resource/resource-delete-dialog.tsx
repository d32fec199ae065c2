import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '#web/lib/forms/delete-dialog.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import type { ListQuerySchema, RecordApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';
import type { ResourceTexts } from '#web/lib/resource/resource-texts.ts';
import { useResourceMutations } from '#web/lib/resource/use-resource-mutations.ts';

interface ResourceDeleteDialogProps<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema> {
  readonly api: RecordApi<Item, Input, ListSchema>;
  readonly texts: Pick<ResourceTexts, 'deleted' | 'retired'>;
  readonly opened: boolean;
  readonly record: Item | null;
  readonly schoolId: string;
  readonly onClose: () => void;
}

/**
 * Asks before deleting a record; a record in use is refused by the server, and deactivating or
 * archiving it is offered instead while that still changes something.
 */
export function ResourceDeleteDialog<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema>({
  api,
  texts,
  opened,
  record,
  schoolId,
  onClose,
}: ResourceDeleteDialogProps<Item, Input, ListSchema>) {
  const { t } = useTranslation();
  const { remove, retire } = useResourceMutations(api, schoolId);
  const { reset } = remove;
  // A new question starts without the last one's refusal.
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  if (!record) return null;
  const name = api.nameOf(record);
  const retirement = api.retirement;
  return (
    <DeleteDialog
      opened={opened}
      name={name}
      pending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(record, {
          onSuccess: () => {
            showSuccess(t(texts.deleted, { name }));
            onClose();
          },
        })
      }
      offer={
        retirement?.applies(record)
          ? {
              kind: retirement.offer,
              pending: retire.isPending,
              onConfirm: () =>
                retire.mutate(record, {
                  onSuccess: () => {
                    showSuccess(t(texts.retired, { name }));
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
