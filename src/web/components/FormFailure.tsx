import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A save that failed for a reason no field shows (000 §8: "other errors show … in a red box"). */
export function FormFailure({ message }: { message: string | null | false | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
