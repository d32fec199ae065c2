import { ActionIcon } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCircleCheck, IconCircleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/error-text.ts';
import type { ListQuerySchema, ResourceApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';
import type { ResourceTexts } from '#web/lib/resource/resource-texts.ts';
import { useResourceMutations } from '#web/lib/resource/use-resource-mutations.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { Hint } from '#web/components/ui/hint.tsx';

interface RowStatusActionProps<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema> {
  readonly api: ResourceApi<Item, Input, ListSchema>;
  readonly texts: Pick<ResourceTexts, 'retired'>;
  readonly record: Item;
  readonly schoolId: string;
}

/**
 * One row's Archive (or Deactivate) button, or Activate once it is retired: the whole record is
 * written with the resource's change at once, without a question, since the other button undoes it.
 */
export function RowStatusAction<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema>({
  api,
  texts,
  record,
  schoolId,
}: RowStatusActionProps<Item, Input, ListSchema>) {
  const { t } = useTranslation();
  const { retire, restore } = useResourceMutations(api, schoolId);
  const retirement = api.retirement;
  if (!retirement) return null;
  const name = api.nameOf(record);
  const retiring = retirement.applies(record);
  const archive = retirement.offer === 'archive';
  const mutation = retiring ? retire : restore;
  const Icon = retiring ? (archive ? IconArchive : IconCircleOff) : archive ? IconArchiveOff : IconCircleCheck;
  return (
    <Hint label={t(retiring ? `form.${retirement.offer}` : 'form.activate')} withArrow>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t(retiring ? `form.${retirement.offer}Of` : 'form.activateOf', { name })}
        loading={mutation.isPending}
        onClick={() =>
          mutation.mutate(record, {
            onSuccess: () => showSuccess(t(retiring ? texts.retired : 'form.activated', { name })),
            onError: (error) => showError(errorText(error, t)),
          })
        }
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
