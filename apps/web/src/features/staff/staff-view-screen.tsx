import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function StaffViewScreen() {
  return <NotAvailable screen="staffView" />;
}
