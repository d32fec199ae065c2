import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function EquipmentScreen() {
  return <NotAvailable screen="equipment" />;
}
