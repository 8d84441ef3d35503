import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks each word of the query, whatever its accents and case', () => {
    expect(highlightParts('Ingénieure civile', 'ingenieur CIV')).toEqual([
      { text: 'Ingénieur', marked: true },
      { text: 'e ', marked: false },
      { text: 'civ', marked: true },
      { text: 'ile', marked: false },
    ]);
  });

  it('leaves a text without a match whole', () => {
    expect(highlightParts('Kora SA', 'baobab')).toEqual([{ text: 'Kora SA', marked: false }]);
  });
});
