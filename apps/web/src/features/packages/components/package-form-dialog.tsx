import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueStatus } from '@lineup/contract/catalogue-status';
import { PACKAGE_CREDITS_MAX, PACKAGE_VALIDITY_MAX_DAYS, type Package } from '@lineup/contract/packages';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { LESSON_TYPES, packagesApi } from '#web/features/packages/api/packages-api.ts';
import { packageTexts } from '#web/features/packages/package-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface PackageValues extends Record<string, unknown> {
  name: string;
  /** Null: any lesson. */
  lessonTypeId: string | null;
  credits: number | '';
  /** Cents; empty until typed. */
  priceCents: number | '';
  /** Empty: the credits never expire. */
  validityDays: number | '';
  description: string;
  status: CatalogueStatus;
}

function valuesOf(record: Package | null): PackageValues {
  if (!record) {
    return {
      name: '',
      lessonTypeId: null,
      credits: '',
      priceCents: '',
      validityDays: '',
      description: '',
      status: 'active',
    };
  }
  const { name, lessonTypeId, credits, priceCents, validityDays, description, status } = record;
  return { name, lessonTypeId, credits, priceCents, validityDays: validityDays ?? '', description, status };
}

// An empty credits or price box is left for the contract to refuse as missing; an empty validity never expires.
const toInput = (values: PackageValues) => ({
  ...values,
  credits: values.credits === '' ? undefined : values.credits,
  priceCents: values.priceCents === '' ? undefined : values.priceCents,
  validityDays: values.validityDays === '' ? null : values.validityDays,
});

/**
 * Creates or changes a package: name, the lesson type it pays for (any lesson when none), credits,
 * price in the school's currency, validity in days (never expires when empty), description, active.
 */
export function PackageFormDialog(props: ResourceFormProps<Package>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: packagesApi,
    texts: packageTexts,
    valuesOf,
    toInput,
    testId: 'package-form',
  });
  const price = form.getInputProps('priceCents');
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('packages.fields.name')} {...form.getInputProps('name')} />
      <ReferenceSelect
        path="/api/v1/event-types"
        domain="eventTypes"
        listFilter={LESSON_TYPES}
        label={t('packages.fields.lessonType')}
        description={t('packages.fields.lessonTypeHint')}
        placeholder={t('packages.anyLesson')}
        clearable
        currentName={props.record?.lessonTypeName}
        {...form.getInputProps('lessonTypeId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('packages.fields.credits')}
          required
          min={1}
          max={PACKAGE_CREDITS_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('credits')}
        />
        <MoneyInput
          label={t('packages.fields.price')}
          required
          value={form.values.priceCents}
          onChange={(cents) => form.setFieldValue('priceCents', cents)}
          error={price.error as string | undefined}
          onBlur={price.onBlur as () => void}
        />
      </SimpleGrid>
      <NumberInput
        label={t('packages.fields.validityDays')}
        description={t('packages.fields.validityHint')}
        placeholder={t('packages.neverExpires')}
        min={1}
        max={PACKAGE_VALIDITY_MAX_DAYS}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('validityDays')}
      />
      <NotesInput label={t('packages.fields.description')} {...form.getInputProps('description')} />
      <Switch
        label={t('packages.fields.active')}
        description={t('packages.fields.activeHint')}
        checked={form.values.status === 'active'}
        onChange={(event) => form.setFieldValue('status', event.currentTarget.checked ? 'active' : 'archived')}
      />
    </FormDialog>
  );
}
