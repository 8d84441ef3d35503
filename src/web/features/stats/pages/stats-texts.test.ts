import { describe, expect, it } from 'vitest';
import en from '../../../../common/i18n/en/admin-stats.json';
import fr from '../../../../common/i18n/fr/admin-stats.json';
import { createTranslator } from '../../../lib/translator';

describe('the statistics figures', () => {
  it('writes pages per visit in the singular below 2 in French, from 2 in English', () => {
    const translator = createTranslator('fr');
    translator.add('fr', fr);
    translator.add('en', en);
    const note = (value: number, shown: string) =>
      translator.t('admin.stats.figures.pagesPerVisit', { count: value, value: shown });
    expect(note(1, '1')).toBe('1 page par visite');
    expect(note(1.5, '1,5')).toBe('1,5 page par visite');
    expect(note(2.4, '2,4')).toBe('2,4 pages par visite');
    translator.setLanguage('en');
    expect(note(1, '1')).toBe('1 page per visit');
    expect(note(1.5, '1.5')).toBe('1.5 pages per visit');
  });
});
