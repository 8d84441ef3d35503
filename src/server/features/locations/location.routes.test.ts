import { describe, expect, it, vi } from 'vitest';
import { testAppForFile } from '../../test/suite';
import type { CityIndex } from './city-index';
import { createLocationService } from './location.service';

const t = testAppForFile();

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/locations?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    ville: string;
    pays: string;
    country_code: string;
    adresse_complete: string;
    lat: number;
    lon: number;
  }[];
};

describe('location autocomplete', () => {
  it('answers the spec shape with French country names, the most populous first', async () => {
    const [first] = await search('dak');
    expect(first).toEqual({
      ville: 'Dakar',
      pays: 'Sénégal',
      country_code: 'SN',
      adresse_complete: 'Dakar, Sénégal',
      lat: expect.closeTo(14.69, 1),
      lon: expect.closeTo(-17.44, 1),
    });
    const abidjan = await search('Abidj');
    expect(abidjan[0]).toMatchObject({ ville: 'Abidjan', pays: "Côte-d'Ivoire", country_code: 'CI' });
  });

  it('suggests nothing below 3 characters', async () => {
    expect(await search('da')).toEqual([]);
    expect(await search('  ')).toEqual([]);
  });

  it('ignores accents and case, and gives at most 10 results', async () => {
    const yaounde = await search('YAOUNDE');
    expect(yaounde[0]).toMatchObject({ ville: 'Yaoundé', country_code: 'CM' });
    const par = await search('par');
    expect(par).toHaveLength(10);
    expect(par[0]).toMatchObject({ ville: 'Paris', country_code: 'FR' });
    expect(new Set(par.map((p) => `${p.ville}|${p.country_code}`)).size).toBe(10);
  });

  it('finds French names of cities known by another name, and narrows by country after a comma', async () => {
    expect((await search('Bruxel'))[0]).toMatchObject({ ville: 'Bruxelles', pays: 'Belgique' });
    expect((await search('Londres'))[0]).toMatchObject({ ville: 'Londres', country_code: 'GB' });
    const canada = await search('Paris, Can');
    expect(canada[0]).toMatchObject({ ville: 'Paris', pays: 'Canada' });
    expect(canada.every((c) => c.country_code === 'CA')).toBe(true);
    const reunion = await search('saint-denis, réu');
    expect(reunion[0]).toMatchObject({ ville: 'Saint-Denis', country_code: 'RE', pays: 'Réunion' });
  });

  it('refuses an over-long query', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/locations?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('the city index', () => {
  it('is loaded on the first search, once, not when the service is built', async () => {
    const index: CityIndex = { search: () => [] };
    const load = vi.fn(async () => index);
    const service = createLocationService(load);
    expect(load).not.toHaveBeenCalled();
    await service.search('ab');
    expect(load).not.toHaveBeenCalled();
    await Promise.all([service.search('abc'), service.search('abcd')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries the load after a failure', async () => {
    const load = vi
      .fn<() => Promise<CityIndex>>()
      .mockRejectedValueOnce(new Error('disk'))
      .mockResolvedValue({ search: () => [] });
    const service = createLocationService(load);
    await expect(service.search('abc')).rejects.toThrow('disk');
    await expect(service.search('abc')).resolves.toEqual([]);
  });
});
