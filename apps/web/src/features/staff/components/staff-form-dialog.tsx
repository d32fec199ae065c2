import { Chip, Group, Input, MultiSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX } from '@lineup/contract/fields';
import { STAFF_FUNCTIONS, type Staff, type StaffFunction } from '@lineup/contract/staff';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { PhoneInput } from '#web/lib/forms/phone-input.tsx';
import { NameInput, NotesInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { staffApi } from '#web/features/staff/api/staff-api.ts';
import { AvailabilityField } from '#web/features/staff/components/availability-field.tsx';
import { CertificationsField } from '#web/features/staff/components/certifications-field.tsx';
import { useLanguageOptions } from '#web/features/staff/components/staff-words.ts';
import { toInput, valuesOf } from '#web/features/staff/staff-form-values.ts';
import { staffTexts } from '#web/features/staff/staff-texts.ts';

const TWO = { base: 1, sm: 2 } as const;

/**
 * Creates or changes a staff member: name, contact, functions, pay (empty for the school's
 * default), languages, certifications with their expiry, weekly availability, notes, active.
 */
export function StaffFormDialog(props: ResourceFormProps<Staff>) {
  const { t } = useTranslation();
  const languages = useLanguageOptions();
  const { form, dialog } = useResourceForm(props, {
    api: staffApi,
    texts: staffTexts,
    valuesOf,
    toInput,
    testId: 'staff-form',
  });
  const money = (field: 'payPerLessonCents' | 'payPerEventCents') => {
    const { error, onBlur } = form.getInputProps(field);
    return {
      value: form.values[field],
      onChange: (cents: number | '') => form.setFieldValue(field, cents),
      error: error as string | undefined,
      onBlur: onBlur as () => void,
    };
  };
  const phone = form.getInputProps('phone');
  return (
    <FormDialog {...dialog}>
      <NameInput
        label={t('staff.fields.name')}
        description={t('staff.fields.nameHint')}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={TWO} spacing="md">
        <TextInput
          type="email"
          label={t('staff.fields.email')}
          maxLength={EMAIL_MAX}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PhoneInput
          label={t('staff.fields.phone')}
          value={form.values.phone}
          onChange={(value) => form.setFieldValue('phone', value)}
          error={phone.error as string | undefined}
          data-testid="staff-phone"
        />
      </SimpleGrid>
      <Input.Wrapper
        label={t('staff.fields.functions')}
        description={t('staff.fields.functionsHint')}
        required
        error={form.errors.functions}
      >
        <Chip.Group
          multiple
          value={form.values.functions}
          onChange={(values) => form.setFieldValue('functions', values as StaffFunction[])}
        >
          <Group gap="xs" mt={6}>
            {STAFF_FUNCTIONS.map((value) => (
              <Chip key={value} value={value} variant="outline">
                {t(`staff.functions.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={TWO} spacing="md">
        <MoneyInput
          label={t('staff.fields.payPerLesson')}
          description={t('staff.fields.payHint')}
          placeholder={t('staff.schoolDefault')}
          {...money('payPerLessonCents')}
        />
        <MoneyInput
          label={t('staff.fields.payPerEvent')}
          description={t('staff.fields.payHint')}
          placeholder={t('staff.schoolDefault')}
          {...money('payPerEventCents')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('staff.fields.languages')}
        description={t('staff.fields.languagesHint')}
        placeholder={form.values.languages.length === 0 ? t('staff.fields.languagesPlaceholder') : undefined}
        data={languages}
        searchable
        clearable
        nothingFoundMessage={t('list.noMatch')}
        {...form.getInputProps('languages')}
      />
      <CertificationsField form={form} />
      <AvailabilityField form={form} />
      <NotesInput label={t('staff.fields.notes')} {...form.getInputProps('notes')} />
      <Switch
        label={t('staff.fields.active')}
        description={t('staff.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
