import { Text } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../test/render-html';
import { Note } from './Note';

describe('a note', () => {
  it('draws exactly what the small dimmed text drew before it', () => {
    const note = renderHtml(elementOf(Note, {}, 'Les champs marqués * sont obligatoires.'));
    expect(note).toBe(
      renderHtml(elementOf(Text, { size: 'sm', c: 'dimmed' }, 'Les champs marqués * sont obligatoires.')),
    );
  });

  it('draws the same whichever order the replaced Text had its props in', () => {
    expect(renderHtml(elementOf(Note, {}, 'Aucun résultat.'))).toBe(
      renderHtml(elementOf(Text, { c: 'dimmed', size: 'sm' }, 'Aucun résultat.')),
    );
  });

  it('is a small paragraph holding its text', () => {
    expect(renderHtml(elementOf(Note, {}, 'Aucune demande.'))).toMatch(
      /<p[^>]*data-size="sm"[^>]*>Aucune demande\.<\/p>/,
    );
  });
});
