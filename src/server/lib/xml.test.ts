import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes the markup characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('drops what XML forbids, keeps tabs, line breaks and whole emoji', () => {
    expect(escapeXml('A\u0000\u0001\u000b\u000c\u001b\uFFFE\uFFFFB')).toBe('AB');
    expect(escapeXml('lone \uD800 and \uDC00 halves')).toBe('lone  and  halves');
    expect(escapeXml('tab\tline\nreturn\r 👋🏾 é')).toBe('tab\tline\nreturn\r 👋🏾 é');
  });
});
