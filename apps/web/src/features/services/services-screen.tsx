import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function ServicesScreen() {
  return <NotAvailable screen="services" />;
}
