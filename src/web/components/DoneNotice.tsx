import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What went through (a message sent, an address confirmed, an alert turned off), announced in a light
 * teal notice with a check; `isFullWidth` spans its column.
 */
export function DoneNotice({
  children,
  isFullWidth = false,
}: {
  children: ReactNode;
  isFullWidth?: boolean;
}) {
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      icon={<IconCircleCheck size={18} aria-hidden />}
      w={isFullWidth ? '100%' : undefined}
    >
      {children}
    </Alert>
  );
}
