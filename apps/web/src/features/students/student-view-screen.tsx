import { kitTexts } from '#web/components/kit-texts.ts';
import { RecordView, recordViewTexts } from '#web/lib/resource/record-view.tsx';
import { moneyLocales } from '#web/features/money/public/money-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { customerApi } from '#web/features/students/api/customers-api.ts';
import { CustomerDetails } from '#web/features/students/components/customer-details.tsx';
import { CustomerMoney } from '#web/features/students/components/customer-money.tsx';
import { CustomerFormDialog } from '#web/features/students/components/customer-form-dialog.tsx';
import { studentLocales, studentTexts } from '#web/features/students/student-texts.ts';

/** /student/{id}: one customer's details and money, with Edit and Delete for `manage_students`. */
export default function StudentViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, money: moneyLocales, students: studentLocales }}>
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
            <CustomerMoney customer={customer} />
          </>
        )}
      </RecordView>
    </ScreenTexts>
  );
}
