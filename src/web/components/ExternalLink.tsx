import { Anchor, type AnchorProps } from '@mantine/core';
import type { CSSProperties, HTMLAttributeReferrerPolicy, ReactNode } from 'react';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  /** `no-referrer` for an address a member typed that this site must not even announce itself to. */
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A link to another site, most often one a member or a company gave (a website, an offer's page, an
 * event's online room): opened in a new tab, it gets neither this page (noopener, noreferrer) nor any
 * credit from it (nofollow), so a link posted here is worth nothing to a spammer.
 */
export function ExternalLink({ href, referrerPolicy, children, ...props }: ExternalLinkProps) {
  return (
    <Anchor
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      referrerPolicy={referrerPolicy}
    >
      {children}
    </Anchor>
  );
}
