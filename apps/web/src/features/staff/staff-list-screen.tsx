import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function StaffListScreen() {
  return <NotAvailable screen="staffList" />;
}
