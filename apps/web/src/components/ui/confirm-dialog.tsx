import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBuiltWhenOpened } from '#web/lib/built-when-opened.ts';

interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  /** The question, naming what will change ("Are you sure…"): words, or words with what they name. */
  readonly message: ReactNode;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly pending?: boolean;
  /** Red confirm button for what cannot be undone. */
  readonly danger?: boolean;
}

/** Asks before a change that takes something away or changes someone's access. Built as it first opens. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  danger,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useBuiltWhenOpened(opened);
  if (!dialog.built) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title={title} centered size={450}>
      <Stack gap="lg">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
