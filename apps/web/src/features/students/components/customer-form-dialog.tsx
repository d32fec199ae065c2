import { Alert, Anchor, Fieldset, List, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADDRESS_MAX, EMAIL_MAX } from '@lineup/contract/fields';
import { countryCode } from '@lineup/contract/countries';
import {
  DOCUMENT_ID_MAX,
  isMinor,
  type Customer,
  type CustomerDuplicate,
  type CustomerInput,
} from '@lineup/contract/customers';
import type { WetsuitSize } from '@lineup/contract/equipment';
import { SKILL_LEVELS, type SkillLevel } from '@lineup/contract/levels';
import { formatPhone } from '@lineup/contract/phones';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { PhoneInput } from '#web/lib/forms/phone-input.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { wetsuitSizeOptions } from '#web/lib/wetsuit-size-options.ts';
import { customerApi, customerDuplicatesQuery } from '#web/features/students/api/customers-api.ts';
import { localToday, studentPath } from '#web/features/students/components/customer-columns.tsx';
import { studentTexts } from '#web/features/students/student-texts.ts';

/** The form's values: what the fields hold before the contract reads them (empty dates are ''). */
interface CustomerValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  country: string | null;
  documentId: string;
  address: string;
  birthDate: string;
  level: SkillLevel | null;
  wetsuitSize: WetsuitSize | null;
  guardianName: string;
  guardianPhone: string;
  emergencyName: string;
  emergencyPhone: string;
  waiverAcceptedOn: string;
  waiverAcceptedBy: string;
  notes: string;
  active: boolean;
}

const NEW_CUSTOMER: CustomerValues = {
  name: '',
  email: '',
  phone: '',
  country: null,
  documentId: '',
  address: '',
  birthDate: '',
  level: null,
  wetsuitSize: null,
  guardianName: '',
  guardianPhone: '',
  emergencyName: '',
  emergencyPhone: '',
  waiverAcceptedOn: '',
  waiverAcceptedBy: '',
  notes: '',
  active: true,
};

function valuesOf(customer: Customer | null): CustomerValues {
  if (!customer) return NEW_CUSTOMER;
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = customer;
  return { ...fields, birthDate: fields.birthDate ?? '', waiverAcceptedOn: fields.waiverAcceptedOn ?? '' };
}

const toInput = (values: CustomerValues): CustomerInput => ({
  ...values,
  country: values.country ? countryCode().parse(values.country) : null,
  birthDate: values.birthDate || null,
  waiverAcceptedOn: values.waiverAcceptedOn || null,
});

/** Customers with the e-mail or phone being typed: a warning with links, never a refusal. */
function Duplicates({
  email,
  phone,
  exceptId,
  schoolId,
}: {
  email: string;
  phone: string;
  exceptId: string | null;
  schoolId: string;
}) {
  const { t } = useTranslation();
  const [wanted] = useDebouncedValue({ email: email.trim(), phone: phone.startsWith('+') ? phone : '' }, 400);
  const looked = wanted.email.includes('@') || wanted.phone.length > 6;
  const found = useQuery({
    ...customerDuplicatesQuery(schoolId, wanted.email, wanted.phone, exceptId),
    enabled: looked,
  });
  const items = looked ? (found.data?.items ?? []) : [];
  if (items.length === 0) return null;
  const what = (duplicate: CustomerDuplicate) =>
    duplicate.matches.length === 2
      ? t('students.duplicates.both')
      : t(`students.duplicates.${duplicate.matches[0] ?? 'email'}`);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconUsers size={18} aria-hidden />}
      title={t('students.duplicates.title')}
      data-testid="customer-duplicates"
    >
      <List size="sm" spacing={4}>
        {items.map((duplicate) => (
          <List.Item key={duplicate.id}>
            {t('students.duplicates.text', { what: what(duplicate) })}{' '}
            <Anchor component={Link} to={studentPath(duplicate.id)} target="_blank" size="sm" fw={600}>
              {duplicate.name}
            </Anchor>
            {duplicate.phone ? ` · ${formatPhone(duplicate.phone)}` : ''}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {t('students.duplicates.keep')}
      </Text>
    </Alert>
  );
}

/** Creates or changes a customer: contact, country, document, birth date and level, guardian, emergency contact, waiver, notes. */
export function CustomerFormDialog(props: ResourceFormProps<Customer>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: customerApi,
    texts: studentTexts,
    valuesOf,
    toInput,
    testId: 'customer-form',
  });
  const today = localToday();
  const minor = isMinor(form.values.birthDate || null, today);
  const levels = SKILL_LEVELS.map((value) => ({ value, label: t(`students.levels.${value}`) }));
  const phoneProps = (field: 'phone' | 'guardianPhone' | 'emergencyPhone') => {
    const { error } = form.getInputProps(field);
    return {
      value: form.values[field],
      onChange: (value: string) => form.setFieldValue(field, value),
      error: error as string | undefined,
      defaultCountry: form.values.country ?? undefined,
    };
  };
  return (
    <FormDialog {...dialog}>
      <NameInput
        label={t('students.fields.name')}
        description={t('students.fields.nameHint')}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="email"
          label={t('students.fields.email')}
          maxLength={EMAIL_MAX}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PhoneInput label={t('students.fields.phone')} {...phoneProps('phone')} data-testid="customer-phone" />
        <CountrySelect clearable label={t('students.fields.country')} {...form.getInputProps('country')} />
        <TextInput
          label={t('students.fields.documentId')}
          description={t('students.fields.documentIdHint')}
          maxLength={DOCUMENT_ID_MAX}
          {...form.getInputProps('documentId')}
        />
        <TextInput
          type="date"
          label={t('students.fields.birthDate')}
          max={today}
          {...form.getInputProps('birthDate')}
        />
        <Select
          label={t('students.fields.level')}
          data={levels}
          clearable
          placeholder={t('students.noLevel')}
          {...form.getInputProps('level')}
        />
        <Select
          label={t('students.fields.wetsuitSize')}
          description={t('students.fields.wetsuitSizeHint')}
          data={wetsuitSizeOptions(t)}
          clearable
          placeholder={t('students.noWetsuitSize')}
          {...form.getInputProps('wetsuitSize')}
        />
      </SimpleGrid>
      <Duplicates
        email={form.values.email}
        phone={form.values.phone}
        exceptId={props.record?.id ?? null}
        schoolId={props.schoolId}
      />
      <TextInput label={t('students.fields.address')} maxLength={ADDRESS_MAX} {...form.getInputProps('address')} />
      <Fieldset legend={t('students.fields.guardian')} variant="filled">
        <Text size="xs" c="dimmed" mb="xs">
          {t('students.fields.guardianHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('students.fields.guardianName')}
            required={minor}
            maxLength={120}
            {...form.getInputProps('guardianName')}
          />
          <PhoneInput label={t('students.fields.guardianPhone')} required={minor} {...phoneProps('guardianPhone')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('students.fields.emergency')} variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('students.fields.emergencyName')}
            maxLength={120}
            {...form.getInputProps('emergencyName')}
          />
          <PhoneInput label={t('students.fields.emergencyPhone')} {...phoneProps('emergencyPhone')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('students.fields.waiver')} variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label={t('students.fields.waiverAcceptedOn')}
            max={today}
            {...form.getInputProps('waiverAcceptedOn')}
          />
          <TextInput
            label={t('students.fields.waiverAcceptedBy')}
            description={t('students.fields.waiverAcceptedByHint')}
            maxLength={120}
            {...form.getInputProps('waiverAcceptedBy')}
          />
        </SimpleGrid>
      </Fieldset>
      <NotesInput label={t('students.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('students.fields.active')}
        description={t('students.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
