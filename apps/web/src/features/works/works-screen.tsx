import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function WorksScreen() {
  return <NotAvailable screen="works" />;
}
