import { Badge, ColorSwatch } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@lineup/contract/events';

/** A badge keeps its whole word: a squeezed column must not cut it. */
const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;
const PROGRESS_COLORS = { upcoming: 'ocean', in_progress: 'orange', completed: 'gray' } as const;

/** Cancelled, or where the event is in its day: upcoming, in progress, completed. */
export function LessonStatusBadge({ event }: { readonly event: Pick<EventSummary, 'status' | 'progress'> }) {
  const { t } = useTranslation();
  if (event.status === 'cancelled') {
    return (
      <Badge color="red" variant="light" style={BADGE_STYLE}>
        {t('lessons.cancelled')}
      </Badge>
    );
  }
  return (
    <Badge color={PROGRESS_COLORS[event.progress]} variant="light" style={BADGE_STYLE}>
      {t(`lessons.progress.${event.progress}`)}
    </Badge>
  );
}

/** The event's colour on the calendar, beside its title. */
export function LessonColor({ color }: { readonly color: string }) {
  return <ColorSwatch color={color} size={14} withShadow={false} style={{ flex: 'none' }} aria-hidden />;
}

/** Marks an occurrence of a repeating lesson, named for screen readers; nothing for one on its own. */
export function SeriesMark({
  event,
  size = 14,
}: {
  readonly event: Pick<EventSummary, 'seriesId'>;
  readonly size?: number;
}) {
  const { t } = useTranslation();
  if (event.seriesId === null) return null;
  return (
    <IconRepeat
      size={size}
      role="img"
      aria-label={t('lessons.series.repeats')}
      style={{ flex: 'none', opacity: 0.8 }}
    />
  );
}
