import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function StudentListScreen() {
  return <NotAvailable screen="studentList" />;
}
