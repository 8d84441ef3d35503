import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const make = () => {
  const translator = createTranslator('fr');
  translator.add('fr', {
    feed: {
      title: 'Fil',
      likes_one: '{{count}} mention',
      likes_other: '{{count}} mentions',
      hello: 'Bonjour {{name}}',
      onlyFrench: 'Seulement en français',
    },
  });
  translator.add('en', {
    feed: { title: 'Feed', likes_one: '{{count}} like', likes_other: '{{count}} likes', hello: '' },
  });
  return translator;
};

describe('the translator', () => {
  it('reads dotted keys and fills placeholders, empty when a value is missing', () => {
    const { t } = make();
    expect(t('feed.title')).toBe('Fil');
    expect(t('feed.hello', { name: 'Awa' })).toBe('Bonjour Awa');
    expect(t('feed.hello')).toBe('Bonjour ');
  });

  it('picks the plural form by the language rule, then _other', () => {
    const translator = make();
    expect(translator.t('feed.likes', { count: 1 })).toBe('1 mention');
    // French puts 0 with 1; 1 000 000 is "many", which the catalogs leave to _other.
    expect(translator.t('feed.likes', { count: 0 })).toBe('0 mention');
    expect(translator.t('feed.likes', { count: 1_000_000 })).toBe('1000000 mentions');
    translator.setLanguage('en');
    expect(translator.t('feed.likes', { count: 0 })).toBe('0 likes');
    expect(translator.t('feed.likes', { count: 1 })).toBe('1 like');
  });

  it('falls back to French for a text missing or empty, and to the key when French has none', () => {
    const translator = make();
    translator.setLanguage('en');
    expect(translator.t('feed.title')).toBe('Feed');
    expect(translator.t('feed.onlyFrench')).toBe('Seulement en français');
    expect(translator.t('feed.hello', { name: 'Awa' })).toBe('Bonjour Awa');
    expect(translator.t('feed.nothing')).toBe('feed.nothing');
    expect(translator.t('feed')).toBe('feed');
    expect(translator.has('feed.onlyFrench')).toBe(true);
    expect(translator.has('feed.nothing')).toBe(false);
  });

  it('merges a later part into a loaded namespace and tells subscribers of a language switch', () => {
    const translator = make();
    translator.add('fr', { feed: { composer: 'Publier' } });
    expect(translator.t('feed.composer')).toBe('Publier');
    expect(translator.t('feed.title')).toBe('Fil');
    let calls = 0;
    const unsubscribe = translator.subscribe(() => calls++);
    translator.setLanguage('en');
    translator.setLanguage('en');
    unsubscribe();
    translator.setLanguage('pt');
    expect(calls).toBe(1);
    expect(translator.language()).toBe('pt');
  });
});
