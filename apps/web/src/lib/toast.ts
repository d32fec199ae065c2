import { notifications } from '@mantine/notifications';

// The one way to toast: green for success, red for error (DESIGN.md); position and duration come from the provider.

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function showError(message: string): void {
  notifications.show({ color: 'red', message });
}
