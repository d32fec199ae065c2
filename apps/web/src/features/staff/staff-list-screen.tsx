import { STAFF_SORTS } from '@lineup/contract/staff';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { staffApi } from '#web/features/staff/api/staff-api.ts';
import { useStaffColumns } from '#web/features/staff/components/staff-columns.tsx';
import { StaffFilters } from '#web/features/staff/components/staff-filters.tsx';
import { StaffFormDialog } from '#web/features/staff/components/staff-form-dialog.tsx';
import { staffLocales, staffTexts } from '#web/features/staff/staff-texts.ts';

/** /staff: the school's instructors, drivers and reception; `view_staff` reads them, `manage_staff` changes them. */
function StaffList() {
  const columns = useStaffColumns();
  return (
    <ResourceListScreen
      entity="staff"
      api={staffApi}
      sorts={STAFF_SORTS}
      filterKeys={['function', 'certification', 'language', 'active']}
      filters={StaffFilters}
      columns={columns}
      form={StaffFormDialog}
      texts={staffTexts}
      testId="staff"
      // Six columns with badges: cards until the table has room for them.
      cardsBelow={900}
    />
  );
}

export default function StaffListScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, staff: staffLocales }}>
      <StaffList />
    </ScreenTexts>
  );
}
