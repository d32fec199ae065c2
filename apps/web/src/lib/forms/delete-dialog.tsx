import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText } from '#web/lib/error-text.ts';

/** What a record in use can become instead of being deleted (DOMAIN.md: archive or deactivate). */
export interface InUseOffer {
  readonly kind: 'deactivate' | 'archive';
  readonly onConfirm: () => void;
  readonly pending?: boolean;
}

interface DeleteDialogProps {
  readonly opened: boolean;
  /** The record's name, as the question names it. */
  readonly name: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly pending?: boolean;
  /** The failed delete, if it failed: an in-use refusal turns the dialog into the offer. */
  readonly error?: unknown;
  readonly offer?: InUseOffer;
}

export const isInUse = (error: unknown) => error instanceof ApiError && error.reason === 'in_use';

/**
 * "Are you sure you want to delete …?" (spec: deleting asks). When the server refuses because the
 * record is in use, the dialog says so and offers to deactivate or archive it instead.
 */
export function DeleteDialog({ opened, name, onConfirm, onClose, pending, error, offer }: DeleteDialogProps) {
  const { t } = useTranslation();
  const inUse = isInUse(error);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={inUse ? t('form.inUseTitle', { name }) : t('form.delete')}
      centered
      size={450}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 750 } }}
    >
      <Stack gap="lg">
        {inUse ? (
          <Text>{t(offer?.kind === 'archive' ? 'form.inUse_archive' : 'form.inUse_deactivate', { name })}</Text>
        ) : (
          <Stack gap={4}>
            <Text>{t('form.deleteQuestion', { name })}</Text>
            <Text size="sm" c="dimmed">
              {t('form.deleteEffect')}
            </Text>
          </Stack>
        )}
        {error && !inUse ? <FormError>{errorText(error, t)}</FormError> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending || offer?.pending}>
            {t('form.cancel')}
          </Button>
          {inUse ? (
            offer ? (
              <Button onClick={offer.onConfirm} loading={offer.pending} data-autofocus>
                {t(`form.${offer.kind}`)}
              </Button>
            ) : null
          ) : (
            <Button color="red" onClick={onConfirm} loading={pending} data-autofocus>
              {t('form.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
