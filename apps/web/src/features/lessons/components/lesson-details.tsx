import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { IconBan, IconCalendarOff, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX, type Event, type SeriesScope } from '@lineup/contract/events';
import { Dimmed, FactsCard, NotesText } from '#web/components/ui/facts-card.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { useDurationText } from '#web/lib/use-duration-text.ts';
import { eventChanges, useEventChange } from '#web/features/lessons/api/lessons-api.ts';
import { LessonColor, LessonStatusBadge } from '#web/features/lessons/components/lesson-badges.tsx';
import { useHeadCount, useTimeRange } from '#web/features/lessons/components/lesson-columns.tsx';
import { SeriesScopeField, useSeriesText } from '#web/features/lessons/components/series-scope.tsx';

interface LessonDetailsProps {
  readonly event: Event;
  readonly schoolId: string;
  /** The caller plans events: a scheduled one may be cancelled. */
  readonly plans: boolean;
}

/** Asks why before cancelling: the reason is what everyone on the event reads. */
function CancelDialog({
  event,
  schoolId,
  opened,
  onClose,
}: Omit<LessonDetailsProps, 'plans'> & {
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('one');
  const cancel = useEventChange(schoolId, eventChanges.cancel);
  const close = () => {
    setReason('');
    setScope('one');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={cancel.isPending ? () => {} : close}
      title={t('lessons.view.cancelTitle', { name: event.title })}
    >
      <form
        onSubmit={(submitted) => {
          submitted.preventDefault();
          cancel.mutate([event.id, reason.trim(), scope], {
            onSuccess: () => {
              showSuccess(t('lessons.cancelledToast', { name: event.title }));
              close();
            },
            onError: (error) => showError(errorText(error, t)),
          });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('lessons.view.cancelText')}</Text>
          <Textarea
            label={t('lessons.view.cancelReason')}
            description={t('lessons.view.cancelReasonHint')}
            required
            autosize
            minRows={2}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(changed) => setReason(changed.currentTarget.value)}
            data-autofocus
          />
          <SeriesScopeField series={event.series} value={scope} onChange={setScope} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('lessons.view.keep')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending} disabled={reason.trim() === ''}>
              {t('lessons.view.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The event's facts (day and hours on the school's clocks, type, place and room, head-count,
 * status, comments and notes), why it was cancelled, and Cancel for those who plan.
 */
export function LessonDetails({ event, schoolId, plans }: LessonDetailsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDurationText();
  const timeRange = useTimeRange();
  const headCount = useHeadCount();
  const seriesText = useSeriesText();
  const [cancelling, setCancelling] = useState(false);
  return (
    <Stack gap="md">
      {event.status === 'cancelled' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconCalendarOff size={20} aria-hidden />}
          data-testid="lesson-cancelled"
        >
          {t('lessons.view.cancelledBecause', { reason: event.cancelReason })}
        </Alert>
      ) : null}
      <FactsCard
        testId="lesson-facts"
        facts={[
          [
            t('lessons.view.when'),
            <Stack gap={0} key="when">
              <span>{format.date(event.startsAt)}</span>
              <span>{timeRange(event)}</span>
            </Stack>,
          ],
          [t('lessons.view.duration'), duration(event.durationMinutes)],
          ...(event.series
            ? [
                [
                  t('lessons.series.repeats'),
                  <Group gap={6} wrap="nowrap" key="series" data-testid="lesson-series">
                    <IconRepeat size={16} aria-hidden style={{ flex: 'none' }} />
                    <span>{seriesText(event.series)}</span>
                  </Group>,
                ] as const,
              ]
            : []),
          [
            t('lessons.view.type'),
            <Group gap={8} wrap="nowrap" key="type">
              <LessonColor color={event.color} />
              <span>
                {event.eventTypeName} · {t(`lessons.kinds.${event.kind}`)}
              </span>
            </Group>,
          ],
          [t('lessons.view.place'), event.placeName],
          [t('lessons.view.room'), event.roomName ?? <Dimmed>{t('lessons.view.noRoom')}</Dimmed>],
          [
            t('lessons.view.capacity'),
            event.capacity === null ? `${headCount(event)} · ${t('lessons.view.noCapacity')}` : headCount(event),
          ],
          [t('lessons.view.status'), <LessonStatusBadge event={event} key="status" />],
          [
            t('lessons.view.comments'),
            <NotesText notes={event.comments} empty={t('lessons.view.noComments')} key="c" />,
          ],
          [t('lessons.view.notes'), <NotesText notes={event.notes} empty={t('lessons.view.noNotes')} key="n" />],
        ]}
      />
      {plans ? (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setCancelling(true)}
          >
            {t('lessons.view.cancel')}
          </Button>
          <CancelDialog event={event} schoolId={schoolId} opened={cancelling} onClose={() => setCancelling(false)} />
        </Group>
      ) : null}
    </Stack>
  );
}
