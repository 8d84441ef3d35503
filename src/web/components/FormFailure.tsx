import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * What failed, for a reason no field shows (000 §8: "other errors show … in a red box"): a save, a link
 * that no longer works, an action refused. Nothing for `null`, `false` or `undefined`, so a page writes
 * `message={mutation.isError && …}`. Spacing and width pass to Mantine's `Alert`. A read that failed
 * and can be tried again is a `QueryFailure`.
 */
export function FormFailure({
  message,
  ...alert
}: { message: string | null | false | undefined } & Omit<
  AlertProps,
  'color' | 'variant' | 'icon' | 'role' | 'children' | 'title'
>) {
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
