import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function UserDashboardScreen() {
  return <NotAvailable screen="userDashboard" />;
}
