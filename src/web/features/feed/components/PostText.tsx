import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { feedLimits } from '../../../../common/contracts/feed';
import { useTranslation } from '../../../lib/i18n';
import { feedRoutePaths } from '../paths';
import { isLongText, parsePostText, shortenText } from '../utils/post-text';
import classes from './PostCard.module.css';

interface PostTextProps {
  text: string;
  /** Cut at 250 characters with 'Lire la suite' / 'Réduire' (002 §4, §9). */
  isTruncatable?: boolean;
  id?: string;
}

/**
 * A post's or comment's text as plain text: line breaks kept, #hashtags linked to their page and web
 * addresses to a new tab (noopener noreferrer nofollow). It is never interpreted as HTML.
 */
export function PostText({ text, isTruncatable = true, id }: PostTextProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const isLong = isTruncatable && isLongText(text, feedLimits.truncateAt);
  const shown = isLong && !isExpanded ? shortenText(text, feedLimits.truncateAt) : text;

  return (
    <div>
      <p className={classes.text} id={id}>
        {parsePostText(shown).map((part, index) => {
          const key = `${index}-${part.text}`;
          if (part.kind === 'hashtag')
            return (
              <Link key={key} to={feedRoutePaths.hashtag(part.tag)} className={classes.hashtag}>
                {part.text}
              </Link>
            );
          if (part.kind === 'url')
            return (
              <a
                key={key}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={classes.link}
              >
                {part.text}
              </a>
            );
          return <span key={key}>{part.text}</span>;
        })}
      </p>
      {isLong && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={isExpanded}
          aria-controls={id}
        >
          {isExpanded ? t('feed.post.showLess') : t('feed.post.readMore')}
        </Anchor>
      )}
    </div>
  );
}
