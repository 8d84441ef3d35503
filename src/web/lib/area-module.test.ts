import { describe, expect, it } from 'vitest';
import { type AreaModule, areaBasePaths } from './area-module';

const area = (patch: Pick<AreaModule, 'path' | 'basePaths'>): AreaModule => ({
  key: 'area',
  access: 'public',
  i18n: [],
  ...patch,
});

describe('areaBasePaths', () => {
  it('gives the listed base paths when a module lists them', () => {
    expect(areaBasePaths(area({ path: '/feed', basePaths: ['/feed', '/hashtag'] }))).toEqual([
      '/feed',
      '/hashtag',
    ]);
    expect(areaBasePaths(area({ path: '/admin', basePaths: [] }))).toEqual([]);
  });

  it('defaults to the entry page alone, and to none without one', () => {
    expect(areaBasePaths(area({ path: '/events' }))).toEqual(['/events']);
    expect(areaBasePaths(area({}))).toEqual([]);
  });
});
