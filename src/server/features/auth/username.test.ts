import { describe, expect, it } from 'vitest';
import { baseUsername, isValidUsername, pickUsername } from './username';

describe('baseUsername', () => {
  it('takes the lowercased part before the @ and replaces other characters', () => {
    expect(baseUsername('Aminata.Diallo+pro@example.com')).toBe('aminata_diallo_pro');
  });

  it('falls back to user when fewer than 3 characters remain', () => {
    expect(baseUsername('ab@example.com')).toBe('user');
    expect(baseUsername('@example.com')).toBe('user');
  });

  it('cuts at 30 characters', () => {
    const name = baseUsername(`${'a'.repeat(40)}@example.com`);
    expect(name).toHaveLength(30);
    expect(isValidUsername(name)).toBe(true);
  });

  it('keeps hyphens and digits, replaces accents', () => {
    expect(baseUsername('jean-éric2@example.com')).toBe('jean-_ric2');
  });
});

describe('isValidUsername', () => {
  it('accepts 3 to 30 letters, digits, underscores or hyphens', () => {
    expect(isValidUsername('abc')).toBe(true);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('a'.repeat(31))).toBe(false);
    expect(isValidUsername('with space')).toBe(false);
  });
});

describe('pickUsername', () => {
  const takenSet = (names: string[]) => async (candidate: string) => names.includes(candidate);

  it('keeps the base when it is free', async () => {
    expect(await pickUsername('awa', takenSet([]), 'f00d')).toBe('awa');
  });

  it('tries numeric suffixes in order', async () => {
    expect(await pickUsername('awa', takenSet(['awa', 'awa1', 'awa2']), 'f00d')).toBe('awa3');
  });

  it('falls back to an id fragment after 25 attempts', async () => {
    const taken = ['awa', ...Array.from({ length: 25 }, (_, i) => `awa${i + 1}`)];
    let asked = 0;
    const isTaken = async (candidate: string) => {
      asked++;
      return taken.includes(candidate);
    };
    const name = await pickUsername('awa', isTaken, '3f2a9c1b-0000-4000-8000-000000000000');
    expect(name).toBe('awa_3f2a9c1b');
    expect(asked).toBe(26);
  });

  it('stays within 30 characters with a suffix', async () => {
    const base = 'b'.repeat(30);
    const name = await pickUsername(base, takenSet([base]), 'abcd');
    expect(name).toHaveLength(30);
    expect(name.endsWith('1')).toBe(true);
  });
});
