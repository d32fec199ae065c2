import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function AdminScreen() {
  return <NotAvailable screen="admin" />;
}
