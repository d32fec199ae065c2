import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AffectedLesson } from '@lineup/contract/problem';
import { useFormat } from '#web/lib/format.ts';

/**
 * The upcoming lessons a change would break, as a refusal names them: each with its start on the
 * school's clocks and what it books, linked to its page (opened in a new tab, so the form stays).
 */
export function AffectedLessons({ lessons }: { readonly lessons: readonly AffectedLesson[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  if (lessons.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {t('form.affectedLessons')}
      </Text>
      <List size="sm" spacing={4} data-testid="affected-lessons">
        {lessons.map((lesson) => (
          <List.Item key={lesson.id}>
            <Anchor component={Link} to={`/lesson/${encodeURIComponent(lesson.id)}`} target="_blank" fw={600}>
              {lesson.title}
            </Anchor>{' '}
            · {dateTime(lesson.startsAt)} · {t('form.affectedCount', { count: lesson.count })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
