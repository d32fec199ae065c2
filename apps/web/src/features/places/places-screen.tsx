import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function PlacesScreen() {
  return <NotAvailable screen="places" />;
}
