import { useState } from 'react';

/**
 * What a confirmation dialog asks about. The target outlives the dialog's closing animation,
 * so the question does not go blank while it fades out.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    target,
    opened,
    open: (next: T) => {
      setTarget(next);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
