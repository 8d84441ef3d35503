import { fileTypeFromBuffer } from 'file-type';
import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';
import type { ErrorCode } from '../../common/errors';
import { imageLimits } from '../../common/limits';
import { AppError } from './app-error';

// Every upload is a new image: libvips' operation cache (up to 50 MB by default) would only keep
// results that no request asks for again, and grow the process's memory for nothing.
sharp.cache(false);

/** Passed to every `sharp()` of an upload: libvips refuses to decode more than this, whatever we checked. */
export const sharpInputOptions = { limitInputPixels: imageLimits.maxPixels } as const;

/**
 * Refuses (413 `image_dimensions_too_large`) an image whose header declares more pixels, a longer side
 * or more frames than `imageLimits`, before anything is decoded: sharp's `metadata()` reads the header
 * only. Throws `notImage` when the bytes are not an image sharp can read.
 */
export const assertImageDimensions = async (data: Buffer, notImage: () => AppError): Promise<void> => {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw Object.assign(notImage(), { cause: error });
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (width <= 0 || height <= 0) throw notImage();
  const pixels = width * height;
  if (
    width > imageLimits.maxSide ||
    height > imageLimits.maxSide ||
    pixels > imageLimits.maxPixels ||
    frames > imageLimits.maxFrames ||
    pixels * frames > imageLimits.maxAnimationPixels
  ) {
    throw new AppError('image_dimensions_too_large');
  }
};

export type ImageKind = 'png' | 'jpg' | 'svg' | 'webp' | 'gif';

export interface ProcessedImage {
  data: Buffer;
  ext: ImageKind;
  mime: string;
}

const svgTags = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'title',
  'desc',
  'use',
  'symbol',
  'pattern',
];
const svgAttributes = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'id',
  'class',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'preserveAspectRatio',
  'patternUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'href',
  'xlink:href',
  'role',
  'aria-label',
  'aria-hidden',
  'style',
];

/** Whether the text is an SVG document (after an optional XML declaration, comments and doctype). */
const looksLikeSvg = (data: Buffer): boolean => {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  );
};

/**
 * An SVG with only drawing elements and attributes: no script, no foreignObject, no event handlers,
 * no external references (href only to `#fragment`), no url() pointing outside the file.
 */
export const sanitizeSvg = (source: string): string =>
  sanitizeHtml(source, {
    allowedTags: svgTags,
    allowedAttributes: { '*': svgAttributes },
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    // Only leaf shapes may be written as <x/>; a container written so would lose its children.
    selfClosing: ['path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'stop', 'use'],
    transformTags: {
      '*': (tagName, attribs) => {
        const clean: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) continue;
          if (/url\(\s*['"]?(?!#)/i.test(value) || /expression\(|javascript:/i.test(value)) continue;
          clean[name] = value;
        }
        return { tagName, attribs: clean };
      },
    },
  });

/** What an area answers for a refused image: its own code, and the catalog text it means. */
export interface ImageRefusal {
  code: ErrorCode;
  messageKey?: string;
}

/** What an area accepts as one of its images. */
export interface ImageRules {
  allowed: readonly ImageKind[];
  maxBytes: number;
  maxWidth: number;
  /** Over `maxBytes`; `file_too_large` unless the area says otherwise. */
  tooLarge?: ImageRefusal;
  /** Not one of `allowed` (by its bytes), or unreadable; `unsupported_file_type` unless said otherwise. */
  notImage?: ImageRefusal;
}

const refusal = (fallback: ErrorCode, given: ImageRefusal | undefined, cause?: unknown) =>
  new AppError(given?.code ?? fallback, { messageKey: given?.messageKey, cause });

/**
 * Checks an uploaded image by its bytes (never its name), then re-encodes it: raster images through
 * sharp (metadata stripped, at most `maxWidth` wide), SVG through the sanitizer. Throws the rules'
 * `tooLarge` or `notImage` refusal (`file_too_large`, `unsupported_file_type` by default).
 */
export const processImage = async (data: Buffer, options: ImageRules): Promise<ProcessedImage> => {
  if (data.length > options.maxBytes) throw refusal('file_too_large', options.tooLarge);
  const refuse = () => refusal('unsupported_file_type', options.notImage);
  const detected = await fileTypeFromBuffer(data);
  // SVG is text: file-type sees nothing, or plain XML when there is a declaration.
  if (!detected || detected.ext === 'xml') {
    if (!options.allowed.includes('svg') || !looksLikeSvg(data)) throw refuse();
    const clean = sanitizeSvg(data.toString('utf8'));
    if (!/<svg[\s>]/.test(clean)) throw refuse();
    return { data: Buffer.from(clean, 'utf8'), ext: 'svg', mime: 'image/svg+xml' };
  }
  const kind: ImageKind | undefined = ({ png: 'png', jpg: 'jpg', webp: 'webp', gif: 'gif' } as const)[
    detected.ext as 'png' | 'jpg' | 'webp' | 'gif'
  ];
  if (!kind || !options.allowed.includes(kind)) throw refuse();
  await assertImageDimensions(data, refuse);
  try {
    const image = sharp(data, { ...sharpInputOptions, animated: kind === 'gif' })
      .rotate()
      .resize({ width: options.maxWidth, withoutEnlargement: true });
    const encoded =
      kind === 'png'
        ? await image.png().toBuffer()
        : kind === 'webp'
          ? await image.webp({ quality: 88 }).toBuffer()
          : kind === 'gif'
            ? await image.gif().toBuffer()
            : await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    return { data: encoded, ext: kind, mime: detected.mime };
  } catch (error) {
    throw refusal('unsupported_file_type', options.notImage, error);
  }
};
