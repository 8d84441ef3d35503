import { Button } from '@mantine/core';
import type { IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A comment's small grey action with its icon: reply, edit, report. */
export function CommentAction({
  icon: Icon,
  onClick,
  children,
}: {
  icon: typeof IconFlag;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="gray"
      leftSection={<Icon size={14} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
