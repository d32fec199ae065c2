import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function HelpScreen() {
  return <NotAvailable screen="help" />;
}
