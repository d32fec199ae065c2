import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function TransportListScreen() {
  return <NotAvailable screen="transportList" />;
}
