/**
 * Smaller copies of an uploaded image (issue 40 §4), named so that the original's URL says they exist:
 * the original is stored as `<stem>.w<its width>v<widths>.<ext>` (`abc.w2048v320-640-1280.jpg`) and
 * each copy beside it as `<stem>.w<width>.webp` (`abc.w320.webp`). An image stored before, or one too
 * small to have copies, keeps a plain name and is shown as it is. The server names and removes the
 * copies by it (`server/lib/image-variants.ts`), the web builds `srcset` from it (`web/lib/responsive-image.ts`).
 */

const pattern = /^(.+)\.w(\d{1,5})v(\d{1,5}(?:-\d{1,5}){0,5})\.(jpg|png|webp)$/;

export interface ImageVariant {
  width: number;
  /** The copy's key, or its URL when given a URL. */
  path: string;
}

export interface ImageVariants {
  /** The original's width. */
  width: number;
  /** The copies, narrowest first. */
  variants: ImageVariant[];
}

/** The original's key for a stem, its width and its copies' widths (none: the plain `<stem>.<ext>`). */
export const originalImageKey = (stem: string, ext: string, width: number, widths: readonly number[]) =>
  widths.length === 0 ? `${stem}.${ext}` : `${stem}.w${width}v${widths.join('-')}.${ext}`;

/** A copy's key (or URL) for a stem. */
export const variantImageKey = (stem: string, width: number) => `${stem}.w${width}.webp`;

/** The copies a stored image's key or URL names; undefined when it names none (an older image). */
export const imageVariantsOf = (keyOrUrl: string): ImageVariants | undefined => {
  const [path = '', query] = keyOrUrl.split('?');
  const match = pattern.exec(path);
  if (!match) return undefined;
  const [, stem = '', width = '', widths = ''] = match;
  const suffix = query === undefined ? '' : `?${query}`;
  return {
    width: Number(width),
    variants: widths
      .split('-')
      .map(Number)
      .sort((a, b) => a - b)
      .map((w) => ({ width: w, path: `${variantImageKey(stem, w)}${suffix}` })),
  };
};
