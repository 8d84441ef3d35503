import { foldHashtag, hashtagPattern } from '../../../../common/contracts/feed';
import { limits } from '../../../../common/limits';

export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'url'; text: string; href: string };

// Web addresses: http(s):// or www., up to a space or an angle bracket.
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Punctuation that ends a sentence rather than the address ("voir https://x.org.").
const trailingPunctuation = /[.,;:!?'")\]}»]+$/u;

const splitUrls = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    let raw = match[0];
    const trailing = raw.match(trailingPunctuation)?.[0] ?? '';
    // Keep a closing parenthesis that belongs to the address (Wikipedia-style links).
    raw = raw.slice(0, raw.length - trailing.length);
    if (raw.length === 0) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    parts.push({ kind: 'url', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};

/** `linked`: the tags linked so far in the post; past `hashtagsPerPost` a new one stays text, as indexed. */
const splitHashtags = (text: string, linked: Set<string>): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(hashtagPattern.source, hashtagPattern.flags))) {
    const prefix = match[1] ?? '';
    const word = match[2] ?? '';
    const tag = foldHashtag(word);
    if (!linked.has(tag) && linked.size >= limits.feed.hashtagsPerPost) continue;
    linked.add(tag);
    const start = (match.index ?? 0) + prefix.length;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'hashtag', text: `#${word}`, tag });
    last = start + 1 + word.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};

/**
 * A post's text cut into plain text, hashtags (the server's own pattern, so links match what it
 * indexes) and web addresses. Rendered as React text and links: never as HTML.
 */
export const parsePostText = (text: string): TextPart[] => {
  const linked = new Set<string>();
  return splitUrls(text).flatMap((part) =>
    part.kind === 'text' ? splitHashtags(part.text, linked) : [part],
  );
};

/** Whether a text is cut with 'Lire la suite' (002 §9: beyond 250 characters). */
export const isLongText = (text: string, max: number): boolean => Array.from(text).length > max;

/** The first `max` characters, cut at the last space when one is near, with an ellipsis. */
export const shortenText = (text: string, max: number): string => {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.search(/\s\S*$/u);
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** The '#word' being typed just before the caret, without '#'; null when the caret is not in one. */
export const hashtagAtCaret = (text: string, caret: number): { query: string; start: number } | null => {
  const before = text.slice(0, caret);
  const match = before.match(/(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*)$/u);
  if (!match) return null;
  const query = match[2] ?? '';
  return { query, start: caret - query.length - 1 };
};
