import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffectedLesson } from '@lineup/contract/problem';
import { ApiError } from '#web/lib/api-error.ts';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { showSuccess } from '#web/lib/toast.ts';
import type { ListQuerySchema, RecordApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';
import type { ResourceTexts } from '#web/lib/resource/resource-texts.ts';
import { useResourceMutations } from '#web/lib/resource/use-resource-mutations.ts';

/** What a list screen gives its form dialog. */
export interface ResourceFormProps<Item> {
  readonly opened: boolean;
  /** The record to change, or null for a new one. */
  readonly record: Item | null;
  readonly schoolId: string;
  readonly onClose: () => void;
}

interface ResourceFormOptions<Item extends SchoolRecord, Input, ListSchema extends ListQuerySchema, Values> {
  readonly api: RecordApi<Item, Input, ListSchema>;
  readonly texts: Pick<ResourceTexts, 'newTitle' | 'editTitle' | 'created' | 'saved'>;
  /** The fields of a record, or of a new one. */
  readonly valuesOf: (record: Item | null) => Values;
  /** The fields as the request (an empty number box is `''` in the form, `null` in the request). */
  readonly toInput: (values: Values) => unknown;
  readonly testId?: string;
  /**
   * A refusal the user may overrule (a warning, not a rule): `ask` shows it, and going ahead sends
   * the same input again as `input` makes it.
   */
  readonly overrule?: {
    readonly applies: (error: unknown) => boolean;
    readonly ask: (error: unknown, go: () => void) => void;
    readonly input: (input: Input) => Input;
  };
}

/**
 * A record's create and edit dialog, all but its fields: the form checked by the contract, each
 * opening starting from its record (or a blank one), the save with its toast, the server's errors
 * on their fields. Returns the form for the fields and the props of `FormDialog`.
 */
export function useResourceForm<
  Item extends SchoolRecord,
  Input,
  ListSchema extends ListQuerySchema,
  Values extends Record<string, unknown>,
>(
  { opened, record, schoolId, onClose }: ResourceFormProps<Item>,
  { api, texts, valuesOf, toInput, testId, overrule }: ResourceFormOptions<Item, Input, ListSchema, Values>,
) {
  const { t } = useTranslation();
  const { form, formError, onSubmit, onServerError, reset } = useContractForm({
    schema: api.schemas.input,
    initialValues: valuesOf(record),
    toInput,
  });
  const { save } = useResourceMutations(api, schoolId);
  // The upcoming lessons a refused change would break, listed under its message (gone with it).
  const [lessons, setLessons] = useState<readonly AffectedLesson[]>([]);
  // Each opening starts from the record it opens (or a blank one).
  useEffect(() => {
    if (opened) reset(valuesOf(record));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening resets the fields
  }, [opened, record]);
  const send = (input: Input, overruled = false): void =>
    save.mutate(
      { id: record?.id ?? null, input },
      {
        onSuccess: (saved) => {
          showSuccess(t(record ? texts.saved : texts.created, { name: api.nameOf(saved) }));
          onClose();
        },
        onError: (error) => {
          if (overrule && !overruled && overrule.applies(error)) {
            overrule.ask(error, () => send(overrule.input(input), true));
            return;
          }
          setLessons(error instanceof ApiError ? error.lessons : []);
          onServerError(error);
        },
      },
    );
  const submit = onSubmit((input) => send(input));
  return {
    form,
    dialog: {
      opened,
      onClose,
      title: record ? t(texts.editTitle, { name: api.nameOf(record) }) : t(texts.newTitle),
      submitLabel: record ? t('form.save') : t('form.create'),
      onSubmit: submit,
      pending: save.isPending,
      formError,
      formLessons: formError ? lessons : [],
      testId,
    },
  };
}
