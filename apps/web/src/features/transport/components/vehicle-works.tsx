import { Fragment, type ReactNode } from 'react';
import { Anchor, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Work } from '@lineup/contract/works';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { formatDate, useFormat } from '#web/lib/format.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { shownWorks, vehicleWorksQuery } from '#web/features/transport/api/vehicle-works-api.ts';
import { HighPriorityBadge, OverdueBadge, WorkStatusBadge } from '#web/features/transport/components/work-badges.tsx';

const SECTION_ID = 'transport-works';

/** The school's works list, where every work is changed. */
const WORKS_PATH = '/works';

/** A work's kind, due day (or the day it was done) and assignee, on one line that wraps. */
function WorkFacts({ work }: { readonly work: Work }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A due day is a calendar day, with no time zone to shift it; the moment it was done is the school's.
  const day = (date: string) => formatDate(date, format.language, 'UTC');
  let when: ReactNode;
  if (work.status === 'done' && work.doneAt !== null) {
    when = t('transport.view.works.doneOn', { date: format.date(work.doneAt) });
  } else if (work.dueOn === null) {
    when = t('transport.view.works.noDue');
  } else if (work.overdue) {
    when = (
      <Text span size="sm" c="red.9" fw={600}>
        {t('transport.view.works.due', { date: day(work.dueOn) })}
      </Text>
    );
  } else {
    when = t('transport.view.works.due', { date: day(work.dueOn) });
  }
  const facts = [
    t(`transport.view.works.kinds.${work.kind}`),
    when,
    work.assigneeName ?? t('transport.view.works.nobody'),
  ];
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          {fact}
        </Fragment>
      ))}
    </Text>
  );
}

/** One work: its title and facts, then its badges, which go below them on a narrow screen. */
function WorkRow({ work, first }: { readonly work: Work; readonly first: boolean }) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="xs"
      wrap="wrap"
      pt={first ? 0 : 'sm'}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="transport-work"
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {work.title}
        </Text>
        <WorkFacts work={work} />
      </Stack>
      <Group gap={6} wrap="wrap">
        {work.overdue ? <OverdueBadge /> : null}
        {work.status !== 'done' && work.priority === 'high' ? <HighPriorityBadge /> : null}
        <WorkStatusBadge status={work.status} />
      </Group>
    </Group>
  );
}

function WorksSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" data-testid="transport-works-loading">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, row) => (
        <Stack key={row} gap={6} aria-hidden>
          <Skeleton height={14} width={row % 2 ? '45%' : '60%'} />
          <Skeleton height={12} width={row % 2 ? '65%' : '50%'} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A vehicle's works: those not done first, the first due first (overdue ones marked), then the
 * last done, up to ten; the works list, filtered to the vehicle, has the rest.
 */
export function VehicleWorks({ transportId }: { readonly transportId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const schoolId = useSchoolId();
  const enabled = schoolId !== null;
  const open = useQuery({ ...vehicleWorksQuery(schoolId ?? '', transportId, true), enabled });
  const done = useQuery({ ...vehicleWorksQuery(schoolId ?? '', transportId, false), enabled });
  const failed = [open, done].filter((query) => query.isError);

  let body: ReactNode;
  if (failed.length > 0) {
    body = (
      <ListError
        error={failed[0]?.error}
        title={t('transport.view.works.loadFailed')}
        // Both lists again: the other may still be on its way to the same failure.
        onRetry={() => [open, done].forEach((query) => void query.refetch())}
      />
    );
  } else if (!open.data || !done.data) {
    body = <WorksSkeleton />;
  } else {
    const { rows, more } = shownWorks(open.data, done.data);
    body =
      rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transport.view.works.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((work, index) => (
              <WorkRow key={work.id} work={work} first={index === 0} />
            ))}
          </Stack>
          {more > 0 ? (
            <Text size="sm" c="dimmed" data-testid="transport-works-more">
              {t('transport.view.works.more', { count: more, number: format.number(more) })}
            </Text>
          ) : null}
        </Stack>
      );
  }

  return (
    <SectionCard
      id={SECTION_ID}
      title={t('transport.view.works.title')}
      icon={<IconTool size={20} aria-hidden />}
      aside={
        <Anchor
          component={Link}
          to={WORKS_PATH}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, flex: 'none' }}
        >
          {t('transport.view.works.all')}
        </Anchor>
      }
    >
      {body}
    </SectionCard>
  );
}
