import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function UserScreen() {
  return <NotAvailable screen="user" />;
}
