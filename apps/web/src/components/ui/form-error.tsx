import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** Why a form could not be sent, read out by screen readers as it appears; nothing when there is no error. */
export function FormError({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {children}
    </Alert>
  );
}
