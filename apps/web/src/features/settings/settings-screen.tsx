import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function SettingsScreen() {
  return <NotAvailable screen="settings" />;
}
