import type { ReactNode } from 'react';
import card from './DirectoryCard.module.css';

/**
 * A directory card's frame: the bordered article, its lines in a column that fills the grid's row.
 * Plain markup with the rules of Mantine's Card and Stack (DirectoryCard.module.css): a directory
 * renders a page of these at once.
 */
export function DirectoryCard({ children }: { children: ReactNode }) {
  return (
    <article className={card.frame}>
      <div className={card.lines}>{children}</div>
    </article>
  );
}

/** A card's head: its mark (a logo, a picture) beside its first lines (the title, then what it is). */
export function CardHead({ mark, children }: { mark: ReactNode; children: ReactNode }) {
  return (
    <div className={card.head}>
      {mark}
      <div className={card.headLines}>{children}</div>
    </div>
  );
}
