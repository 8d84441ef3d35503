import { assetMaxBytes } from '../../../../common/contracts/settings';

/** What the file button offers; the server checks the same three types by the file's bytes. */
export const acceptedImageTypes = 'image/png,image/jpeg,image/svg+xml';

const mimeTypes = new Set(acceptedImageTypes.split(','));
const extensions = /\.(png|jpe?g|svg)$/i;

const isPng = (head: Uint8Array) =>
  head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
const isJpeg = (head: Uint8Array) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
/** An SVG is markup: after an optional BOM and white space it starts with `<` (xml, doctype or svg). */
const isMarkup = (head: Uint8Array) => /^\uFEFF?\s*</.test(new TextDecoder().decode(head));

/** A catalog key, or null when the file may be sent. */
export type ImageFileProblem = 'unsupportedType' | 'tooLarge' | 'unreadable';

/**
 * The checks the server makes, done first in the browser so a wrong file costs no upload:
 * type (announced and by its first bytes), then the 5 MB limit (000 §5 "Uploads in the admin dashboard").
 */
export const checkImageFile = async (file: File): Promise<ImageFileProblem | null> => {
  const isAnnounced = file.type ? mimeTypes.has(file.type) : extensions.test(file.name);
  if (!isAnnounced) return 'unsupportedType';
  if (file.size > assetMaxBytes) return 'tooLarge';
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  } catch {
    return 'unreadable';
  }
  if (head.length === 0) return 'unreadable';
  return isPng(head) || isJpeg(head) || isMarkup(head) ? null : 'unsupportedType';
};
