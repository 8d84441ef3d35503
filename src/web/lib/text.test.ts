import { describe, expect, it } from 'vitest';
import { initialsOf, truncate } from './text';

describe('truncate', () => {
  it('keeps a text within the limit and cuts a longer one with an ellipsis', () => {
    expect(truncate('Awa Diop', 25)).toBe('Awa Diop');
    expect(truncate('Aminata Ndeye Fatou Diallo-Traoré', 25)).toBe('Aminata Ndeye Fatou Diall…');
    expect(truncate('a'.repeat(45), 45)).toBe('a'.repeat(45));
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Directrice des opérations Afrique de l’Ouest et Centrale', 45)).toBe(
      'Directrice des opérations Afrique de l’Ouest…',
    );
  });
});

describe('initialsOf', () => {
  it('takes the first letters of two words, or of an e-mail address', () => {
    expect(initialsOf('awa diop')).toBe('AD');
    expect(initialsOf('kofi.mensah@example.com')).toBe('KM');
    expect(initialsOf('  ')).toBe('?');
  });
});
