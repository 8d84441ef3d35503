import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichHtml } from './sanitize';

/**
 * The sanitiser matrix (issue 15 "Tests"): each payload is what an attacker could send in place of the
 * editor's HTML; whatever comes out may contain no way to run code or restyle the page.
 */
const payloads: [string, string][] = [
  ['script element', '<p>a</p><script>alert(1)</script>'],
  ['script in a heading', '<h2>Titre<script>fetch("/api")</script></h2>'],
  ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">texte</p>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['javascript: link', '<a href="javascript:alert(1)">lien</a>'],
  ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">lien</a>'],
  ['JavaScript: in capitals', '<a href="JaVaScRiPt:alert(1)">lien</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">lien</a>'],
  [
    'style attribute',
    '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:url(x)">cover</p>',
  ],
  ['style element', '<style>body{display:none}</style><p>texte</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>texte</p>'],
  ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['svg with script', '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>'],
  ['svg onload', '<svg onload="alert(1)"></svg>'],
  ['svg use href', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>'],
  ['math', '<math><mtext><img src=x onerror=alert(1)></mtext></math>'],
  ['form', '<form action="https://evil.example"><input name="password"><button>OK</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['protocol-relative link', '<a href="//evil.example">lien</a>'],
  ['class and id', '<p class="hidden" id="root">texte</p>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
];

/** What must never survive: something that runs, loads, or restyles. */
const dangerous =
  /<(script|style|iframe|frame|object|embed|svg|math|form|input|button|meta|base|link|template|img)\b|\son\w+\s*=|javascript:|vbscript:|data:|style\s*=|srcdoc|\sclass=|\sid=|href="\/\//i;

describe('sanitizeRichHtml', () => {
  it.each(payloads)('%s', (_name, payload) => {
    const clean = sanitizeRichHtml(payload);
    expect(clean).not.toMatch(dangerous);
  });

  it('keeps the editor’s formatting (the §2.4 toolbar)', () => {
    const html =
      '<h1>Un</h1><h2>Deux</h2><h3>Trois</h3><p><strong>gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s></p>' +
      '<ol><li><p>un</p></li></ol><ul><li><p>deux</p></li></ul><blockquote><p>citation</p></blockquote>' +
      '<pre><code>code</code></pre><p><a href="https://example.com" target="_blank">lien</a> <a href="/page/terms">CGU</a> <a href="mailto:a@b.c">mail</a></p><hr>';
    expect(sanitizeRichHtml(html)).toBe(
      '<h1>Un</h1><h2>Deux</h2><h3>Trois</h3><p><strong>gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s></p>' +
        '<ol><li><p>un</p></li></ol><ul><li><p>deux</p></li></ul><blockquote><p>citation</p></blockquote>' +
        '<pre><code>code</code></pre><p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">lien</a> <a href="/page/terms">CGU</a> <a href="mailto:a@b.c">mail</a></p><hr />',
    );
  });

  it('drops a heading level the toolbar does not have, keeping its text', () => {
    expect(sanitizeRichHtml('<h4>Quatre</h4>')).toBe('Quatre');
  });

  it('sets its own rel on a link, whatever the sender wrote: nofollow on every link to a web address', () => {
    expect(sanitizeRichHtml('<a href="https://x.example" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichHtml('<a href="https://x.example" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="nofollow">x</a>',
    );
    // A site path and an address are not another site's page.
    expect(
      sanitizeRichHtml('<a href="/page/terms" rel="follow">CGU</a> <a href="mailto:a@b.c">mail</a>'),
    ).toBe('<a href="/page/terms">CGU</a> <a href="mailto:a@b.c">mail</a>');
  });

  it('keeps images only from the sources the caller trusts', () => {
    const own = (src: string) => src.startsWith('/storage/blog-images/');
    expect(sanitizeRichHtml('<img src="/storage/blog-images/a.webp" alt="a">')).toBe('');
    expect(
      sanitizeRichHtml('<img src="/storage/blog-images/a.webp" alt="a" onerror="x()">', { imageSource: own }),
    ).toBe('<img src="/storage/blog-images/a.webp" alt="a" />');
    expect(sanitizeRichHtml('<img src="https://tracker.example/p.gif">', { imageSource: own })).toBe('');
  });
});

describe('htmlToText', () => {
  it('reads the words, never the scripts', () => {
    expect(
      htmlToText('<h2>Titre</h2><p>Un &amp; deux</p><script>alert(1)</script><ul><li>trois</li></ul>'),
    ).toBe('Titre Un & deux trois');
  });
});
