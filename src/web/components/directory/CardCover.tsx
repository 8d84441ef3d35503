import type { ReactNode } from 'react';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';

/**
 * The picture at the top of a card (an event's, a project's, an article's cover), decorative and loaded
 * lazily; without one, the card's placeholder with its drawing (`children`).
 */
export function CardCover({
  url,
  className,
  placeholderClassName,
  children,
}: {
  url: string | null;
  className: string | undefined;
  placeholderClassName: string | undefined;
  children?: ReactNode;
}) {
  if (!url) {
    return (
      <div className={placeholderClassName} aria-hidden>
        {children}
      </div>
    );
  }
  return <img {...responsiveImage(url, imageSizes.card)} alt="" className={className} loading="lazy" />;
}
