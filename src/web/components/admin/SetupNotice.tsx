import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a back-office screen does differently until the platform is set up for it (no SMTP server, no
 * Stripe key, no alert address, logging off), above the screen's content: one look for every such caveat.
 */
export function SetupNotice({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="ochre" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg">
      {children}
    </Alert>
  );
}
