import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What failed, for a reason no field shows (000 §8: "other errors show … in a red box"): a save, a link
 * that no longer works, an action refused. Nothing for `null`, `false` or `undefined`, so a page writes
 * `message={mutation.isError && …}`. The message may hold more than a sentence (a list of what to correct,
 * a button to start again) under a `title`; spacing and width pass to Mantine's `Alert`. A read that failed
 * and can be tried again is a `QueryFailure`.
 */
export function FormFailure({
  message,
  ...alert
}: { message: ReactNode } & Omit<AlertProps, 'color' | 'variant' | 'icon' | 'role' | 'children'>) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      {...alert}
    >
      {message}
    </Alert>
  );
}
