import { Marked } from 'marked';
import { sanitizeRichHtml } from '../../lib/sanitize';

/** GitHub-flavoured markdown, line breaks kept as typed; no raw HTML survives the sanitiser. */
const marked = new Marked({ gfm: true, breaks: true, async: false });

/**
 * A job description (002 §3: "markdown rendered as HTML") as it is stored and shown: rendered on the
 * server, then reduced to the rich-text allowlist (links http(s) or mailto only, no script, no style,
 * no event handler). Links open in a new tab, safely.
 */
export const renderMarkdown = (markdown: string): string => {
  const html = marked.parse(markdown) as string;
  return sanitizeRichHtml(html.replace(/<a /g, '<a target="_blank" '));
};
