import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '@lineup/contract/countries';
import { ADDRESS_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '@lineup/contract/fields';
import { TAX_ID_MAX, type Supplier } from '@lineup/contract/suppliers';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { suppliersApi } from '#web/features/suppliers/api/suppliers-api.ts';
import { supplierTexts } from '#web/features/suppliers/supplier-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface SupplierValues extends Record<string, unknown> {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  taxId: string;
  address: string;
  country: string | null;
  notes: string;
  active: boolean;
}

function valuesOf(supplier: Supplier | null): SupplierValues {
  if (!supplier) {
    return {
      name: '',
      contactPerson: '',
      email: '',
      phone: '',
      taxId: '',
      address: '',
      country: DEFAULT_COUNTRY,
      notes: '',
      active: true,
    };
  }
  const { name, contactPerson, email, phone, taxId, address, country, notes, active } = supplier;
  return { name, contactPerson, email, phone, taxId, address, country, notes, active };
}

const toInput = (values: SupplierValues) => values;

/** Creates or changes a supplier: name, contact person, e-mail, phone, tax ID, address, country, notes, active. */
export function SupplierFormDialog(props: ResourceFormProps<Supplier>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: suppliersApi,
    texts: supplierTexts,
    valuesOf,
    toInput,
    testId: 'supplier-form',
  });
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('suppliers.fields.name')} {...form.getInputProps('name')} />
      <TextInput
        label={t('suppliers.fields.contactPerson')}
        maxLength={NAME_MAX}
        {...form.getInputProps('contactPerson')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('suppliers.fields.email')}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('suppliers.fields.phone')}
          type="tel"
          maxLength={PHONE_MAX}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('suppliers.fields.taxId')} maxLength={TAX_ID_MAX} {...form.getInputProps('taxId')} />
        <CountrySelect required {...form.getInputProps('country')} />
      </SimpleGrid>
      <TextInput label={t('suppliers.fields.address')} maxLength={ADDRESS_MAX} {...form.getInputProps('address')} />
      <NotesInput label={t('suppliers.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('suppliers.fields.active')}
        description={t('suppliers.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
