import { Anchor } from '@mantine/core';
import type { HTMLAttributeReferrerPolicy, ReactNode } from 'react';

interface MemberLinkProps {
  href: string;
  className?: string;
  /** `no-referrer` for an address the member typed that this site must not even announce itself to. */
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  children: ReactNode;
}

/**
 * A link a member gave (their website, a portfolio item): another site, opened in a new tab, that gets
 * neither this page (noopener) nor any credit from it (nofollow).
 */
export function MemberLink({ href, className, referrerPolicy, children }: MemberLinkProps) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      referrerPolicy={referrerPolicy}
      size="sm"
      className={className}
    >
      {children}
    </Anchor>
  );
}
