import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function TransportViewScreen() {
  return <NotAvailable screen="transportView" />;
}
