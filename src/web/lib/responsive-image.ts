import { imageVariantsOf } from '../../common/image-variants';

/** What an `<img>` gets: the original, and its smaller copies when it has some. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * An uploaded image's `src`, `srcSet` and `sizes` (issue 40 §4): its WebP copies and the original, by
 * width, so a phone downloads the 320 or 640 px one. `sizes` is how wide the image is shown (a CSS
 * `sizes` list, e.g. `(max-width: 48em) 100vw, 600px`). An image without copies (stored before them, an
 * SVG, a GIF, another site's) gets its plain `src`.
 */
export const responsiveImage = (url: string, sizes: string): ResponsiveImage => {
  const found = imageVariantsOf(url);
  if (!found) return { src: url };
  const candidates = [
    ...found.variants.map((copy) => `${copy.path} ${copy.width}w`),
    `${url} ${found.width}w`,
  ];
  return { src: url, srcSet: candidates.join(', '), sizes };
};

const mantineSizes: Record<string, number> = { xs: 16, sm: 26, md: 38, lg: 56, xl: 84 };

/** An avatar's `imageProps` for Mantine's `Avatar`, shown at `size` (a number of px or Mantine's xs…xl). */
export const avatarImageProps = (url: string | null | undefined, size: number | string = 'md') => {
  if (!url) return undefined;
  const px = typeof size === 'number' ? size : (mantineSizes[size] ?? (Number.parseInt(size, 10) || 38));
  const { srcSet, sizes } = responsiveImage(url, `${px}px`);
  return srcSet ? { srcSet, sizes } : undefined;
};

/** How wide the app shows its images, for `responsiveImage`'s `sizes`. */
export const imageSizes = {
  /** A page's cover, across a `Container size="md"` (960 px) or the whole phone. */
  cover: '(max-width: 62em) 100vw, 960px',
  /** A card's picture in a grid: one column on a phone, two on a tablet, three on a desktop. */
  card: '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 400px',
  /** A feed post's single photo, in the feed's column. */
  feed: '(max-width: 48em) 100vw, 640px',
  /** One of a post's two to four photos. */
  feedGrid: '(max-width: 48em) 50vw, 320px',
  /** A thumbnail in a small grid (a portfolio, an article's images). */
  thumbnail: '(max-width: 36em) 50vw, 240px',
} as const;
