import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with its show/hide button named in the reader's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }} />;
}
