import { useEffect } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EVENT_SORTS } from '@lineup/contract/events';
import { kitTexts } from '#web/components/kit-texts.ts';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { ExportButton } from '#web/components/ui/data-table/export-button.tsx';
import { ListToolbar } from '#web/components/ui/data-table/list-toolbar.tsx';
import { PageControls } from '#web/components/ui/data-table/page-controls.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useRememberedSearch } from '#web/lib/list/remembered-search.ts';
import { useListParams } from '#web/lib/list/use-list-params.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { useListView } from '#web/lib/resource/use-list-view.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { lessonApi } from '#web/features/lessons/api/lessons-api.ts';
import { useLessonColumns } from '#web/features/lessons/components/lesson-columns.tsx';
import { LESSON_FILTERS, LessonFilters } from '#web/features/lessons/components/lesson-filters.tsx';
import { LessonFormDialog } from '#web/features/lessons/components/lesson-form-dialog.tsx';
import { useScheduleLive } from '#web/features/lessons/api/schedule-live.ts';
import { lessonLocales, lessonTexts } from '#web/features/lessons/lessons-texts.ts';

/**
 * /lesson: the school's lessons and events in time order, from today when the address names no
 * days; search, days, type, place, staff and progress; the plus button creates one for those who
 * plan (`manage_students`), and each title opens its page.
 */
function LessonList() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const access = useAccess('event');
  useScheduleLive(schoolId);
  const seesStaff = useAccess('staff').read;
  const { timeZone } = useFormat();
  const params = useListParams(lessonApi.schemas.list);
  const { query, update, setSearch } = params;
  useRememberedSearch('lesson', query.q, setSearch);
  // Opened without days, the list starts at today on the school's clocks.
  const undated = query.from === undefined && query.to === undefined;
  useEffect(() => {
    if (undated) update({ from: zonedToday(timeZone), page: query.page });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list opens
  }, []);
  const list = useQuery({ ...lessonApi.listQuery(schoolId ?? '', query), enabled: schoolId !== null });
  const creating = useConfirmTarget<null>();
  const columns = useLessonColumns();
  const addButton = access.write ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => creating.open(null)}>
      {t(lessonTexts.add)}
    </Button>
  ) : null;
  const view = useListView(list, params, {
    sorts: EVENT_SORTS,
    filters: LESSON_FILTERS,
    empty: t(lessonTexts.empty),
    emptyAction: addButton,
    errorTitle: t(lessonTexts.loadFailed),
  });
  return (
    <Stack gap="lg" maw={1280} data-testid="lessons-page">
      <PageHeader title={t(lessonTexts.title)} description={t(lessonTexts.intro)} action={addButton} />
      <ListToolbar
        q={query.q}
        onSearch={setSearch}
        searchPlaceholder={t(lessonTexts.searchPlaceholder)}
        filters={<LessonFilters query={query} onChange={update} seesStaff={seesStaff} />}
        actions={<ExportButton path={lessonApi.exportPath} query={query} fileName={t(lessonTexts.fileName)} />}
      />
      <DataTable
        {...view.table}
        label={t(lessonTexts.title)}
        columns={columns}
        rowKey={(event) => event.id}
        cardsBelow={860}
        testId="lessons"
      />
      <PageControls {...view.pages} />
      {schoolId && access.write ? (
        <LessonFormDialog opened={creating.opened} record={null} schoolId={schoolId} onClose={creating.close} />
      ) : null}
    </Stack>
  );
}

export default function LessonListScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, lessons: lessonLocales }}>
      <LessonList />
    </ScreenTexts>
  );
}
