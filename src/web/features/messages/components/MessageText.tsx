import { useMemo } from 'react';
import { linkify } from '../utils/linkify';
import classes from './Messages.module.css';

/**
 * A message's text as typed: React text nodes (never HTML), line breaks kept by CSS, and http(s)
 * addresses as links that open in a new tab without giving it access to this one.
 */
export function MessageText({ content }: { content: string }) {
  const segments = useMemo(() => linkify(content), [content]);
  return (
    <p className={classes.text}>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a pure function of the text.
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a pure function of the text.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
