import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@lineup/contract/settings';

interface LogoFieldProps {
  readonly value: string | null;
  readonly onChange: (logo: string | null) => void;
  readonly error?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The school's logo: a small PNG, JPEG or WebP picked from the device, shown as it will appear. */
export function LogoField({ value, onChange, error }: LogoFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('settings.logo.wrongType'));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(t('settings.logo.tooLarge', { size: Math.round(LOGO_MAX_BYTES / 1024) }));
      return;
    }
    setProblem(null);
    onChange(await readAsDataUrl(file));
  };
  return (
    <Input.Wrapper
      label={t('settings.fields.logo')}
      description={t('settings.logo.hint', { size: Math.round(LOGO_MAX_BYTES / 1024) })}
      error={problem ?? error}
    >
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Paper withBorder radius="md" w={88} h={88} style={{ flex: 'none', display: 'grid', placeItems: 'center' }}>
          {value ? (
            <Image src={value} alt={t('settings.logo.preview')} fit="contain" w={80} h={80} />
          ) : (
            <Stack gap={2} align="center">
              <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-5)" />
              <Text size="xs" c="dimmed">
                {t('settings.logo.none')}
              </Text>
            </Stack>
          )}
        </Paper>
        <Stack gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept={LOGO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                {value ? t('settings.logo.replace') : t('settings.logo.choose')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChange(null)}
            >
              {t('settings.logo.remove')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
