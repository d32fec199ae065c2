import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function PackagesScreen() {
  return <NotAvailable screen="packages" />;
}
