import { WORK_SORTS } from '@lineup/contract/works';
import { kitTexts } from '#web/components/kit-texts.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { workApi } from '#web/features/works/api/works-api.ts';
import { useWorkColumns } from '#web/features/works/components/work-columns.tsx';
import { WorkFilters } from '#web/features/works/components/work-filters.tsx';
import { WorkFormDialog } from '#web/features/works/components/work-form-dialog.tsx';
import { workLocales, workTexts } from '#web/features/works/works-texts.ts';

/**
 * /works: the school's repairs, inspections and tasks, for every member. `manage_settings`
 * creates, changes and deletes them; the assignee moves their own work's status.
 */
function WorkList() {
  const access = useAccess('work');
  const schoolId = useSchoolId();
  const columns = useWorkColumns({ manages: access.write, schoolId });
  return (
    <ResourceListScreen
      entity="work"
      api={workApi}
      sorts={WORK_SORTS}
      filterKeys={['mine', 'open', 'overdue', 'status', 'kind', 'priority']}
      filters={WorkFilters}
      columns={columns}
      form={WorkFormDialog}
      texts={workTexts}
      testId="works"
      cardsBelow={1000}
    />
  );
}

export default function WorksScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, works: workLocales }}>
      <WorkList />
    </ScreenTexts>
  );
}
