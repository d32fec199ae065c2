import { SimpleGrid, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconShoppingBag, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kitTexts } from '#web/components/kit-texts.ts';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { RecordView } from '#web/lib/resource/record-view.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { customerApi } from '#web/features/students/api/customers-api.ts';
import { CustomerDetails } from '#web/features/students/components/customer-details.tsx';
import { CustomerFormDialog } from '#web/features/students/components/customer-form-dialog.tsx';
import { studentLocales, studentTexts } from '#web/features/students/student-texts.ts';

const SECTIONS: readonly (readonly ['lessons' | 'credits' | 'purchases' | 'payments', ReactNode])[] = [
  ['lessons', <IconCalendarEvent key="lessons" size={20} aria-hidden />],
  ['credits', <IconTicket key="credits" size={20} aria-hidden />],
  ['purchases', <IconShoppingBag key="purchases" size={20} aria-hidden />],
  ['payments', <IconCash key="payments" size={20} aria-hidden />],
];

/** What will appear on the page once lessons, sales and payments exist; nothing is shown until then. */
function UpcomingSections() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {SECTIONS.map(([section, icon]) => (
        <SectionCard
          key={section}
          id={`customer-${section}`}
          title={t(`students.view.sections.${section}.title`)}
          icon={icon}
        >
          <Text size="sm" c="dimmed">
            {t(`students.view.sections.${section}.text`)}
          </Text>
        </SectionCard>
      ))}
    </SimpleGrid>
  );
}

/** /student/{id}: one customer's details, with Edit and Delete for `manage_students`. */
export default function StudentViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, students: studentLocales }}>
      <RecordView
        entity="customer"
        api={customerApi}
        listPath="/student"
        texts={studentTexts}
        viewTexts={{
          title: 'screens.studentView',
          intro: 'students.view.intro',
          back: 'students.view.back',
          loadFailed: 'students.view.loadFailed',
          notFoundTitle: 'students.view.notFound.title',
          notFoundText: 'students.view.notFound.text',
          noAccessTitle: 'students.view.noAccess.title',
          noAccessText: 'students.view.noAccess.text',
        }}
        form={CustomerFormDialog}
        testId="customer"
      >
        {(customer) => (
          <>
            <CustomerDetails customer={customer} />
            <UpcomingSections />
          </>
        )}
      </RecordView>
    </ScreenTexts>
  );
}
