import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function RoomsScreen() {
  return <NotAvailable screen="rooms" />;
}
