import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  /** The secondary way out: Register in the login dialog, Login in the signup dialog. */
  readonly switchLabel: string;
  readonly onSwitch: () => void;
  readonly onClose: () => void;
  readonly submitLabel: string;
  readonly submitDisabled: boolean;
  readonly pending: boolean;
}

/** Close, switch and submit, in the spec's order; submit is the form's default button, so Enter uses it. */
export function DialogActions({
  switchLabel,
  onSwitch,
  onClose,
  submitLabel,
  submitDisabled,
  pending,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs" mt="xs">
      <Button variant="default" onClick={onClose}>
        {t('auth.close')}
      </Button>
      <Button variant="light" onClick={onSwitch}>
        {switchLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
