import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
import { kitTexts } from '#web/components/kit-texts.ts';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { RecordView } from '#web/lib/resource/record-view.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { staffApi } from '#web/features/staff/api/staff-api.ts';
import { StaffCertifications } from '#web/features/staff/components/staff-certifications.tsx';
import { StaffDetails } from '#web/features/staff/components/staff-details.tsx';
import { StaffFormDialog } from '#web/features/staff/components/staff-form-dialog.tsx';
import { WeekGrid } from '#web/features/staff/components/week-grid.tsx';
import { staffLocales, staffTexts } from '#web/features/staff/staff-texts.ts';

/** What will appear on the page once lessons and staff pay exist; nothing is shown until then. */
function UpcomingSections() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard
        id="staff-lessons"
        title={t('staff.view.lessons.title')}
        icon={<IconCalendarEvent size={20} aria-hidden />}
      >
        <Text size="sm" c="dimmed">
          {t('staff.view.lessons.text')}
        </Text>
      </SectionCard>
      <SectionCard id="staff-pay" title={t('staff.view.pay.title')} icon={<IconCash size={20} aria-hidden />}>
        <Text size="sm" c="dimmed">
          {t('staff.view.pay.text')}
        </Text>
      </SectionCard>
    </SimpleGrid>
  );
}

/** A staff member's sections: details and certifications side by side from a wide screen, the week below. */
function StaffMember({ member }: { readonly member: Staff }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <StaffDetails member={member} />
        <StaffCertifications member={member} />
      </SimpleGrid>
      <WeekGrid availability={member.availability} />
      <UpcomingSections />
    </Stack>
  );
}

/** /staff/{id}: one staff member's details, certifications and week, with Edit and Delete for `manage_staff`. */
export default function StaffViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, staff: staffLocales }}>
      <RecordView
        entity="staff"
        api={staffApi}
        listPath="/staff"
        texts={staffTexts}
        viewTexts={{
          title: 'screens.staffView',
          intro: 'staff.view.intro',
          back: 'staff.view.back',
          loadFailed: 'staff.view.loadFailed',
          notFoundTitle: 'staff.view.notFound.title',
          notFoundText: 'staff.view.notFound.text',
          noAccessTitle: 'staff.view.noAccess.title',
          noAccessText: 'staff.view.noAccess.text',
        }}
        form={StaffFormDialog}
        testId="staff"
      >
        {(member) => <StaffMember member={member} />}
      </RecordView>
    </ScreenTexts>
  );
}
