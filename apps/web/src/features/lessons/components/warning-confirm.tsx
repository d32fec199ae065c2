import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText } from '#web/lib/error-text.ts';

/** The refusals that are warnings: the planner may go ahead, and the activity log says so. */
const WARNINGS: readonly string[] = [
  'staff_unavailable',
  'certification_expired',
  'outside_daylight',
  'outside_tide_window',
];

export const isWarning = (error: unknown): boolean =>
  error instanceof ApiError && WARNINGS.includes(error.reason ?? '');

interface Question {
  readonly message: string;
  readonly go: () => void;
  readonly stay: () => void;
}

/**
 * Asks whether to go ahead despite a warning (an instructor outside their availability or with an
 * expired certification, a lesson in the dark or outside its place's tide for its level): `ask`
 * opens the question with the warning's words, `dialog` shows it.
 */
export function useWarningConfirm() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  return {
    ask: (error: unknown, go: () => void, stay: () => void = () => undefined) =>
      setQuestion({ message: errorText(error, t), go, stay }),
    dialog: (
      <ConfirmDialog
        opened={question !== null}
        title={t('lessons.warning.title')}
        message={question?.message ?? ''}
        confirmLabel={t('lessons.warning.go')}
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
