import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AffectedLesson } from '@lineup/contract/problem';
import { AffectedLessons } from '#web/lib/forms/affected-lessons.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

interface FormDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** "Create" for a new record, "Save" for a change. */
  readonly submitLabel: string;
  readonly pending?: boolean;
  /** The one form-level message; field messages sit on their fields. */
  readonly formError?: string | null;
  /** The upcoming lessons the refused change would break, listed under the message. */
  readonly formLessons?: readonly AffectedLesson[];
  readonly children: ReactNode;
  readonly testId?: string;
}

/** The create/edit dialog of a list screen: the fields, one form-level error, Cancel and Save. */
export function FormDialog({
  opened,
  onClose,
  title,
  onSubmit,
  submitLabel,
  pending,
  formError,
  formLessons = [],
  children,
  testId,
}: FormDialogProps) {
  const { t } = useTranslation();
  // A phone gets the whole screen: a form is no place for a floating box.
  const phone = useWindowMatches('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={title}
      centered
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 750 } }}
    >
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          {children}
          <FormError>
            {formError && formLessons.length > 0 ? (
              <Stack gap="xs">
                {formError}
                <AffectedLessons lessons={formLessons} />
              </Stack>
            ) : (
              formError
            )}
          </FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
