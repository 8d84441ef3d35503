/** `text` cut to `max` characters with an ellipsis (000 §9: names 25, card titles 45). */
export const truncate = (text: string, max: number): string => {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
};

/** Up to two capital initials of a name or an e-mail address, for avatars without a photo. */
export const initialsOf = (source: string): string =>
  source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('') || '?';
