/** One piece of a message: plain text, or a web address to show as a link. */
export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare "www." ones; anything else (javascript:, data:, mailto:…) stays text.
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Punctuation that ends a sentence rather than the address ("voir https://x.org.").
const trailingPunctuation = /[.,;:!?'»)\]}]+$/u;

/** The safe href of a candidate address, or undefined when it is not an http(s) URL. */
const toHref = (candidate: string): string | undefined => {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Splits a message's text into text and link segments. The text is never parsed as HTML: the caller
 * renders each segment as a React text node or an anchor, so markup in a message shows as typed.
 */
export const linkify = (text: string): MessageSegment[] => {
  const segments: MessageSegment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = trailingPunctuation.exec(candidate)?.[0] ?? '';
    // Keep a closing parenthesis that belongs to the address (wikipedia-style links).
    let kept = trailing;
    if (trailing.startsWith(')') && candidate.includes('(')) kept = trailing.slice(1);
    candidate = candidate.slice(0, candidate.length - kept.length);
    const href = toHref(candidate);
    pushText(text.slice(last, start));
    if (href) segments.push({ kind: 'link', text: candidate, href });
    else pushText(candidate);
    last = start + candidate.length;
  }
  pushText(text.slice(last));
  return segments;
};
