import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function CalendarScreen() {
  return <NotAvailable screen="calendar" />;
}
