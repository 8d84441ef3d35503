import { Typography } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { routeInternalLinks } from '../lib/internal-links';

interface RichHtmlProps {
  /** HTML the server sanitised before storing it (server/lib/sanitize.ts), so it is rendered as is. */
  html: string;
  className?: string;
}

/**
 * The one renderer of stored rich text (static pages, FAQ answers): Mantine's Typography styles, and
 * links to other pages of the site opened without reloading the app.
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root || !html) return;
    return routeInternalLinks(root, (path) => navigate(path));
  }, [html, navigate]);
  return (
    <Typography
      ref={ref}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before storage (DESIGN §4 "User HTML")
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
