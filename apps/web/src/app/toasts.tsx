import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@lineup/contract/constants';

/** Where the toasts of lib/toast.ts show. */
export default function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />;
}
