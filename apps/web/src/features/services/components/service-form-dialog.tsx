import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueStatus } from '@lineup/contract/catalogue-status';
import type { Service } from '@lineup/contract/services';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { servicesApi } from '#web/features/services/api/services-api.ts';
import { serviceTexts } from '#web/features/services/service-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface ServiceValues extends Record<string, unknown> {
  name: string;
  /** Cents; empty until typed. */
  priceCents: number | '';
  description: string;
  status: CatalogueStatus;
}

function valuesOf(record: Service | null): ServiceValues {
  if (!record) return { name: '', priceCents: '', description: '', status: 'active' };
  const { name, priceCents, description, status } = record;
  return { name, priceCents, description, status };
}

// An empty price box is left for the contract to refuse as missing.
const toInput = (values: ServiceValues) => ({
  ...values,
  priceCents: values.priceCents === '' ? undefined : values.priceCents,
});

/** Creates or changes a service: name, price in the school's currency, description, active. */
export function ServiceFormDialog(props: ResourceFormProps<Service>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: servicesApi,
    texts: serviceTexts,
    valuesOf,
    toInput,
    testId: 'service-form',
  });
  const price = form.getInputProps('priceCents');
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('services.fields.name')} {...form.getInputProps('name')} />
      <MoneyInput
        label={t('services.fields.price')}
        required
        value={form.values.priceCents}
        onChange={(cents) => form.setFieldValue('priceCents', cents)}
        error={price.error as string | undefined}
        onBlur={price.onBlur as () => void}
      />
      <NotesInput label={t('services.fields.description')} {...form.getInputProps('description')} />
      <Switch
        label={t('services.fields.active')}
        description={t('services.fields.activeHint')}
        checked={form.values.status === 'active'}
        onChange={(event) => form.setFieldValue('status', event.currentTarget.checked ? 'active' : 'archived')}
      />
    </FormDialog>
  );
}
