import { SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
import { kitTexts } from '#web/components/kit-texts.ts';
import { UpcomingSections } from '#web/components/ui/upcoming-sections.tsx';
import { RecordView, recordViewTexts } from '#web/lib/resource/record-view.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { staffApi } from '#web/features/staff/api/staff-api.ts';
import { StaffAccountCard } from '#web/features/staff/components/staff-account-card.tsx';
import { StaffCertifications } from '#web/features/staff/components/staff-certifications.tsx';
import { StaffDetails } from '#web/features/staff/components/staff-details.tsx';
import { StaffFormDialog } from '#web/features/staff/components/staff-form-dialog.tsx';
import { StaffPay } from '#web/features/staff/components/staff-pay.tsx';
import { WeekGrid } from '#web/features/staff/components/week-grid.tsx';
import { staffLocales, staffTexts } from '#web/features/staff/staff-texts.ts';

/** The lessons of a staff member, which the staff dashboard fills. */
function StaffSections() {
  const { t } = useTranslation();
  return (
    <UpcomingSections
      sections={[
        {
          id: 'staff-lessons',
          icon: <IconCalendarEvent size={20} aria-hidden />,
          title: t('staff.view.lessons.title'),
          text: t('staff.view.lessons.text'),
        },
      ]}
    />
  );
}

/**
 * A staff member's sections: details beside certifications and the member account from a wide
 * screen, the week below.
 */
function StaffMember({ member }: { readonly member: Staff }) {
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
      <StaffPay member={member} />
      <StaffSections />
    </Stack>
  );
}

/**
 * /staff/{id}: one staff member's details, certifications, member account and week, with Edit and
 * Delete for `manage_staff`. A member linked to the record sees it as their own, whatever their role.
 */
export default function StaffViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, staff: staffLocales }}>
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
