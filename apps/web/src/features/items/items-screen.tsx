import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function ItemsScreen() {
  return <NotAvailable screen="items" />;
}
