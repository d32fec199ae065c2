import { TextInput } from '@mantine/core';
import type { CustomerAccount } from '@lineup/contract/money';
import { useFormat } from '#web/lib/format.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';

/** What every dialog of a customer's money is given. */
export interface MoneyDialogProps {
  readonly schoolId: string;
  readonly customerId: string;
  readonly customerName: string;
  readonly account: CustomerAccount;
  readonly onClose: () => void;
}

/** Today in the school's time zone, YYYY-MM-DD. */
export function useSchoolToday(): string {
  return zonedToday(useFormat().timeZone);
}

/** A day typed as the browser's date picker writes it (YYYY-MM-DD). */
export function DayInput(props: { readonly label: string; readonly required?: boolean } & Record<string, unknown>) {
  return <TextInput type="date" {...props} />;
}
