import { limits } from '../../../../common/limits';

/** What the file button offers: images the browser can draw on the crop canvas. */
export const acceptedAvatarTypes = 'image/png,image/jpeg,image/webp,image/gif';

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const isPng = (head: Uint8Array) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (head: Uint8Array) => startsWith(head, [0xff, 0xd8, 0xff]);
const isGif = (head: Uint8Array) => startsWith(head, [0x47, 0x49, 0x46, 0x38]);
/** RIFF….WEBP */
const isWebp = (head: Uint8Array) =>
  startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8);

/** The catalog key of what is wrong with a picked file, or null when it may be cropped. */
export type AvatarFileProblem = 'profiles.validation.avatarNotImage' | 'profiles.validation.avatarTooLarge';

/**
 * 000 §5 "Avatar": an image ("Veuillez sélectionner un fichier image"), by its announced type and by its
 * first bytes, then at most 5 MB ("La taille de l'image doit être inférieure à 5MB"). The server checks
 * the cropped file again.
 */
export const checkAvatarFile = async (file: File): Promise<AvatarFileProblem | null> => {
  if (!file.type.startsWith('image/')) return 'profiles.validation.avatarNotImage';
  if (file.size > limits.profile.avatarMaxBytes) return 'profiles.validation.avatarTooLarge';
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return 'profiles.validation.avatarNotImage';
  }
  return isPng(head) || isJpeg(head) || isGif(head) || isWebp(head)
    ? null
    : 'profiles.validation.avatarNotImage';
};
