import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function SuppliersScreen() {
  return <NotAvailable screen="suppliers" />;
}
