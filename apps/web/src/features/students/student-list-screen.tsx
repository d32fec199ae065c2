import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SORTS } from '@lineup/contract/customers';
import { kitTexts } from '#web/components/kit-texts.ts';
import { useSchoolId } from '#web/lib/me/use-access.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { moneyLocales } from '#web/features/money/public/money-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { customerApi } from '#web/features/students/api/customers-api.ts';
import { useCustomerColumns } from '#web/features/students/components/customer-columns.tsx';
import { CustomerFilters } from '#web/features/students/components/customer-filters.tsx';
import { CustomerFormDialog } from '#web/features/students/components/customer-form-dialog.tsx';
import { CustomerImportDialog } from '#web/features/students/components/customer-import-dialog.tsx';
import { OutstandingPayments } from '#web/features/money/public/outstanding-payments.ts';
import { studentLocales, studentTexts } from '#web/features/students/student-texts.ts';

/**
 * /student: the school's customers with search, filters, export and import, and what they owe;
 * `manage_students` changes them and sends payment reminders.
 */
function StudentList() {
  const { t } = useTranslation();
  const columns = useCustomerColumns();
  const schoolId = useSchoolId();
  const importing = useConfirmTarget<true>();
  return (
    <>
      <ResourceListScreen
        entity="customer"
        api={customerApi}
        sorts={CUSTOMER_SORTS}
        filterKeys={['country', 'level', 'active']}
        filters={CustomerFilters}
        columns={columns}
        form={CustomerFormDialog}
        texts={studentTexts}
        testId="customers"
        rememberSearchAs="student"
        cardsBelow={1000}
        writeActions={
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => importing.open(true)}
          >
            {t('students.import.open')}
          </Button>
        }
      />
      {schoolId ? <OutstandingPayments schoolId={schoolId} /> : null}
      {schoolId ? (
        <CustomerImportDialog opened={importing.opened} schoolId={schoolId} onClose={importing.close} />
      ) : null}
    </>
  );
}

export default function StudentListScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, money: moneyLocales, students: studentLocales }}>
      <StudentList />
    </ScreenTexts>
  );
}
