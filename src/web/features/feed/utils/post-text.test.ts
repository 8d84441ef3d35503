import { describe, expect, it } from 'vitest';
import { extractHashtags } from '../../../../common/contracts/feed';
import { hashtagAtCaret, isLongText, parsePostText, shortenText } from './post-text';

describe('parsePostText', () => {
  it('links hashtags by their folded form and keeps the rest as text', () => {
    expect(parsePostText('Bonjour #Dakar2025 et #Café!')).toEqual([
      { kind: 'text', text: 'Bonjour ' },
      { kind: 'hashtag', text: '#Dakar2025', tag: 'dakar2025' },
      { kind: 'text', text: ' et ' },
      { kind: 'hashtag', text: '#Café', tag: 'café' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('turns web addresses into links without the sentence punctuation', () => {
    expect(parsePostText('Voir https://exemple.org/a?b=1. Et www.sankofa.africa')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'url', text: 'https://exemple.org/a?b=1', href: 'https://exemple.org/a?b=1' },
      { kind: 'text', text: '. Et ' },
      { kind: 'url', text: 'www.sankofa.africa', href: 'https://www.sankofa.africa' },
    ]);
  });

  it('does not treat a URL fragment or markup as a hashtag nor as HTML', () => {
    const parts = parsePostText('<b>x</b> https://exemple.org/#section');
    expect(parts).toEqual([
      { kind: 'text', text: '<b>x</b> ' },
      { kind: 'url', text: 'https://exemple.org/#section', href: 'https://exemple.org/#section' },
    ]);
  });

  it('ignores javascript: and other schemes', () => {
    expect(parsePostText('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});

describe('hashtags per post', () => {
  it('links the first 30 tags as the server indexes them; the rest stay text', () => {
    const text = `${Array.from({ length: 40 }, (_, i) => `#t${i}`).join(' ')} #T0`;
    const parts = parsePostText(text);
    const tags = parts.flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : []));
    expect(tags).toEqual([...Array.from({ length: 30 }, (_, i) => `t${i}`), 't0']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(extractHashtags(text).map((tag) => tag.tag)).toEqual(tags.slice(0, 30));
  });
});

describe('shortenText', () => {
  it('leaves short texts whole and cuts long ones near 250 characters at a word', () => {
    expect(isLongText('a'.repeat(250), 250)).toBe(false);
    const long = `${'mot '.repeat(70)}fin`;
    expect(isLongText(long, 250)).toBe(true);
    const short = shortenText(long, 250);
    expect(short.endsWith('mot…')).toBe(true);
    expect(Array.from(short).length).toBeLessThanOrEqual(251);
  });
});

describe('hashtagAtCaret', () => {
  it('finds the word typed after # and where it starts', () => {
    expect(hashtagAtCaret('Salut #dak', 10)).toEqual({ query: 'dak', start: 6 });
    expect(hashtagAtCaret('#', 1)).toEqual({ query: '', start: 0 });
    expect(hashtagAtCaret('Salut #dak ', 11)).toBeNull();
    expect(hashtagAtCaret('mail@x#y', 8)).toBeNull();
  });
});
