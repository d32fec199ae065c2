import { IconCalendarEvent, IconCash, IconShoppingBag, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { kitTexts } from '#web/components/kit-texts.ts';
import { UpcomingSections } from '#web/components/ui/upcoming-sections.tsx';
import { RecordView, recordViewTexts } from '#web/lib/resource/record-view.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { customerApi } from '#web/features/students/api/customers-api.ts';
import { CustomerDetails } from '#web/features/students/components/customer-details.tsx';
import { CustomerFormDialog } from '#web/features/students/components/customer-form-dialog.tsx';
import { studentLocales, studentTexts } from '#web/features/students/student-texts.ts';

const SECTIONS = [
  ['lessons', IconCalendarEvent],
  ['credits', IconTicket],
  ['purchases', IconShoppingBag],
  ['payments', IconCash],
] as const;

/** The customer's lessons, credits, purchases and payments, which scheduling and money fill. */
function CustomerSections() {
  const { t } = useTranslation();
  return (
    <UpcomingSections
      sections={SECTIONS.map(([section, Icon]) => ({
        id: `customer-${section}`,
        icon: <Icon size={20} aria-hidden />,
        title: t(`students.view.sections.${section}.title`),
        text: t(`students.view.sections.${section}.text`),
      }))}
    />
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
        viewTexts={recordViewTexts('students', 'screens.studentView')}
        form={CustomerFormDialog}
        testId="customer"
      >
        {(customer) => (
          <>
            <CustomerDetails customer={customer} />
            <CustomerSections />
          </>
        )}
      </RecordView>
    </ScreenTexts>
  );
}
