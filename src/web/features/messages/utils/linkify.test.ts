import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text and markup as text', () => {
    expect(linkify('<b>Bonjour</b> <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<b>Bonjour</b> <img src=x onerror=alert(1)>' },
    ]);
  });

  it('turns http, https and www addresses into links, without the sentence punctuation', () => {
    expect(linkify('Voir https://sankofa.africa/jobs?id=3. Et www.exemple.org, merci')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://sankofa.africa/jobs?id=3', href: 'https://sankofa.africa/jobs?id=3' },
      { kind: 'text', text: '. Et ' },
      { kind: 'link', text: 'www.exemple.org', href: 'https://www.exemple.org/' },
      { kind: 'text', text: ', merci' },
    ]);
  });

  it('never links other schemes', () => {
    const segments = linkify('javascript:alert(1) data:text/html,x mailto:a@b.c');
    expect(segments.every((segment) => segment.kind === 'text')).toBe(true);
  });

  it('keeps a parenthesis that belongs to the address', () => {
    expect(linkify('(https://fr.wikipedia.org/wiki/Sankofa_(symbole))')[1]).toEqual({
      kind: 'link',
      text: 'https://fr.wikipedia.org/wiki/Sankofa_(symbole)',
      href: 'https://fr.wikipedia.org/wiki/Sankofa_(symbole)',
    });
  });
});
