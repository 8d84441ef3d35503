import type { ReactNode } from 'react';
import { Notice } from '../Notice';

/**
 * What a back-office screen does differently until the platform is set up for it (no SMTP server, no
 * Stripe key, no alert address, logging off), above the screen's content: one look for every such caveat.
 */
export function SetupNotice({ children }: { children: ReactNode }) {
  return (
    <Notice tone="caution" mb="lg">
      {children}
    </Notice>
  );
}
