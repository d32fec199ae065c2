import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
import { kitTexts } from '#web/components/kit-texts.ts';
import { WeekOfEvents, weekLocales } from '#web/features/lessons/public/week-of-events.ts';
import { RecordView, recordViewTexts } from '#web/lib/resource/record-view.tsx';
import { useAccess } from '#web/lib/me/use-access.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { staffApi } from '#web/features/staff/api/staff-api.ts';
import { StaffAccountCard } from '#web/features/staff/components/staff-account-card.tsx';
import { StaffCertifications } from '#web/features/staff/components/staff-certifications.tsx';
import { StaffDetails } from '#web/features/staff/components/staff-details.tsx';
import { StaffFormDialog } from '#web/features/staff/components/staff-form-dialog.tsx';
import { StaffPay } from '#web/features/staff/components/staff-pay.tsx';
import { WeekGrid } from '#web/features/staff/components/week-grid.tsx';
import { staffLocales, staffTexts } from '#web/features/staff/staff-texts.ts';

/**
 * A staff member's sections: details beside certifications and the member account from a wide
 * screen, their availability, week of lessons and pay below.
 */
function StaffMember({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const seesLessons = useAccess('event').read;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <StaffDetails member={member} />
        <Stack gap="lg">
          <StaffCertifications member={member} />
          <StaffAccountCard member={member} />
        </Stack>
      </SimpleGrid>
      <WeekGrid availability={member.availability} />
      {seesLessons ? (
        <WeekOfEvents of={{ staffId: member.id }} id="staff-lessons" title={t('staff.view.lessons.title')} />
      ) : null}
      <StaffPay member={member} />
    </Stack>
  );
}

/**
 * /staff/{id}: one staff member's details, certifications, member account and week, with Edit and
 * Delete for `manage_staff`. A member linked to the record sees it as their own, whatever their role.
 */
export default function StaffViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, staff: staffLocales, week: weekLocales }}>
      <RecordView
        entity="staff"
        api={staffApi}
        listPath="/staff"
        texts={staffTexts}
        viewTexts={recordViewTexts('staff', 'screens.staffView')}
        form={StaffFormDialog}
        testId="staff"
        ownRecord
      >
        {(member) => <StaffMember member={member} />}
      </RecordView>
    </ScreenTexts>
  );
}
