import sanitizeHtml from 'sanitize-html';

/*
 * The one sanitiser of stored HTML (plans/001 X4, decision 14): static pages, FAQ answers, job offers,
 * and every later rich-text field go through `sanitizeRichHtml` on the server before they are stored,
 * whatever the editor sent. An allowlist: the editor's formatting (the §2.4 toolbar: headings 1–3,
 * bold, italic, underline, lists, link, blockquote, code block) and nothing else — no script, no event
 * handler, no style, no iframe, no SVG or MathML, no form. Links keep http(s), mailto and site paths
 * only (no `javascript:` nor `data:`); a link opened in a new tab gets `rel="noopener noreferrer
 * nofollow"`, any other link to a web address `rel="nofollow"`. Images are refused unless the caller names the sources it trusts (the blog: its own
 * storage, decision 14).
 */

export interface RichHtmlOptions {
  /** Accepts an `<img src>`; without it no image is kept. */
  imageSource?: (src: string) => boolean;
}

/** Elements dropped with everything inside them (their text is not content). */
const droppedWhole = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'select',
  'button',
  'head',
  'title',
];

export const sanitizeRichHtml = (html: string, options: RichHtmlOptions = {}): string =>
  sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'blockquote',
      'pre',
      'code',
      'hr',
      ...(options.imageSource ? ['img'] : []),
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    nonTextTags: droppedWhole,
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && options.imageSource?.(frame.attribs.src ?? '') !== true,
    transformTags: {
      // href and target as sent (in their order), and our own rel: a sender's rel="opener" is dropped.
      // A link to another site is worth nothing to a spammer (nofollow), in a new tab or not.
      a: (tagName, attribs) => {
        const kept = Object.fromEntries(
          Object.entries(attribs).filter(
            ([name, value]) => name === 'href' || (name === 'target' && value === '_blank'),
          ),
        );
        const rel = kept.target
          ? 'noopener noreferrer nofollow'
          : /^https?:/i.test(kept.href ?? '')
            ? 'nofollow'
            : undefined;
        return { tagName, attribs: rel ? { ...kept, rel } : kept };
      },
    },
  });

/** The words of stored HTML, for search and descriptions: tags dropped, entities read, spaces folded. */
export const htmlToText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: droppedWhole,
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
