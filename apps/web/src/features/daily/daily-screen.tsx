import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function DailyScreen() {
  return <NotAvailable screen="daily" />;
}
