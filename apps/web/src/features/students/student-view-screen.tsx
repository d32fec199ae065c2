import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function StudentViewScreen() {
  return <NotAvailable screen="studentView" />;
}
