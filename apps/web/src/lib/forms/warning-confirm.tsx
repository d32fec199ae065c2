import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AffectedLessons } from '#web/lib/forms/affected-lessons.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText } from '#web/lib/error-text.ts';

/** Whether a failed save is one of these refusals: warnings the user may go past, not rules. */
export const isRefusedFor =
  (reasons: readonly string[]) =>
  (error: unknown): boolean =>
    error instanceof ApiError && reasons.includes(error.reason ?? '');

interface Question {
  readonly error: unknown;
  readonly go: () => void;
  readonly stay: () => void;
}

interface WarningTexts {
  /** The dialog's title and its button: "Go ahead?" and "Go ahead" unless a screen words them its own way. */
  readonly title?: string;
  readonly go?: string;
}

/**
 * Asks whether to go ahead despite a warning the server gave (an instructor outside their hours, a
 * board that broke while lessons book it): `ask` opens the question with the warning's words and
 * the lessons it names, `dialog` shows it; going ahead sends the write again, which the activity
 * log records.
 */
export function useWarningConfirm(texts: WarningTexts = {}) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const error = question?.error;
  return {
    ask: (failed: unknown, go: () => void, stay: () => void = () => undefined) =>
      setQuestion({ error: failed, go, stay }),
    dialog: (
      <ConfirmDialog
        opened={question !== null}
        title={texts.title ?? t('form.goAheadTitle')}
        message={
          error === undefined ? (
            ''
          ) : (
            <Stack gap="sm">
              <Text>{errorText(error, t)}</Text>
              {error instanceof ApiError ? <AffectedLessons lessons={error.lessons} /> : null}
            </Stack>
          )
        }
        confirmLabel={texts.go ?? t('form.goAhead')}
        onConfirm={() => {
          question?.go();
          setQuestion(null);
        }}
        onClose={() => {
          question?.stay();
          setQuestion(null);
        }}
      />
    ),
  };
}
