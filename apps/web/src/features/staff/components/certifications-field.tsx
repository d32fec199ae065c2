import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_NAME_MAX, CERTIFICATIONS_MAX } from '@lineup/contract/staff';
import { ListField } from '#web/lib/forms/list-field.tsx';
import { newCertification, type StaffForm } from '#web/features/staff/staff-form-values.ts';

interface CertificationsFieldProps {
  readonly form: StaffForm;
}

/** The certifications as an editable list: a name and a date on each row, added and removed in place. */
export function CertificationsField({ form }: CertificationsFieldProps) {
  const { t } = useTranslation();
  const rows = form.values.certifications;
  return (
    <ListField
      legend={t('staff.fields.certifications')}
      hint={t('staff.fields.certificationsHint')}
      empty={t('staff.fields.noCertifications')}
      rows={rows}
      error={form.errors.certifications}
      addLabel={t('staff.fields.addCertification')}
      canAdd={rows.length < CERTIFICATIONS_MAX}
      onAdd={() => form.insertListItem('certifications', newCertification())}
      removeLabel={(index) => t('staff.fields.removeCertification', { number: index + 1 })}
      onRemove={(index) => form.removeListItem('certifications', index)}
      rowTestId="certification-row"
    >
      {(_row, index) => (
        <>
          <TextInput
            label={t('staff.fields.certificationName')}
            required
            maxLength={CERTIFICATION_NAME_MAX}
            style={{ flex: '2 1 200px' }}
            {...form.getInputProps(`certifications.${index}.name`)}
          />
          <TextInput
            type="date"
            label={t('staff.fields.certificationExpires')}
            style={{ flex: '1 1 150px' }}
            {...form.getInputProps(`certifications.${index}.expiresOn`)}
          />
        </>
      )}
    </ListField>
  );
}
