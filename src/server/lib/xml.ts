/**
 * What XML 1.0 forbids (C0 controls but tab and line breaks, lone surrogates, U+FFFE and U+FFFF), and the
 * controls it discourages (DEL, C1): with the `u` flag a paired surrogate is one code point, never matched.
 */
const notXml = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/**
 * A text as XML character data or an attribute value (the RSS feed, the sitemap): the five markup
 * characters escaped, and the characters XML forbids dropped. One of them in an article's title would
 * make the whole document ill-formed, and a feed reader then rejects every item of it.
 */
export const escapeXml = (value: string): string =>
  value
    .replace(notXml, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
    );
