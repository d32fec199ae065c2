import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_NAME_MAX, CERTIFICATIONS_MAX } from '@lineup/contract/staff';
import { newCertification, type StaffForm } from '#web/features/staff/staff-form-values.ts';

interface CertificationsFieldProps {
  readonly form: StaffForm;
}

/** The certifications as an editable list: a name and a date on each row, added and removed in place. */
export function CertificationsField({ form }: CertificationsFieldProps) {
  const { t } = useTranslation();
  const rows = form.values.certifications;
  const listError = form.errors.certifications;
  return (
    <Fieldset legend={t('staff.fields.certifications')} variant="filled">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('staff.fields.certificationsHint')}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staff.fields.noCertifications')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="wrap" data-testid="certification-row">
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
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('staff.fields.removeCertification', { number: index + 1 })}
              onClick={() => form.removeListItem('certifications', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof listError === 'string' ? (
          <Text size="sm" c="red">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= CERTIFICATIONS_MAX}
            onClick={() => form.insertListItem('certifications', newCertification())}
          >
            {t('staff.fields.addCertification')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
