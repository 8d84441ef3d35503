import { describe, expect, it } from 'vitest';
import { testClient } from '../test/api-client';
import { testAppForFile, userFixture } from '../test/suite';

/*
 * Every refused field reads in French (000 §8), even where a contract did not word the rule: zod's own
 * messages ("Too small: expected number to be >=1", "expected object, received array") never reach a
 * member. Found by probing the API from outside.
 */

const t = testAppForFile();
const member = userFixture(t);
const api = testClient(t, '/api/v1');

const detailsOf = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  return (res.json() as { error: { details: { path: string; key: string; message: string }[] } }).error
    .details;
};

describe('a refused field', () => {
  it("is a directory's page number: the page's own French message, on every directory", async () => {
    for (const url of [
      '/network/profiles?page=-1',
      '/events?page=abc',
      '/mentors?page=1.5',
      '/job-offers?page=0',
    ]) {
      expect(detailsOf(await api.call(member, 'GET', url)), url).toEqual([
        { path: 'page', key: 'common.pageInvalid', message: 'Numéro de page invalide.' },
      ]);
    }
  });

  it("is a rule the contract did not word: the platform's French sentence, not zod's English", async () => {
    const tooMany = detailsOf(await api.call(member, 'GET', '/network/suggestions?limit=500'));
    expect(tooMany).toEqual([
      { path: 'limit', key: 'errors.field_invalid', message: "Cette valeur n'est pas valide." },
    ]);
    const wrongType = detailsOf(
      await api.call(member, 'POST', '/feed/posts', { content: 123, mediaIds: [] }),
    );
    expect(wrongType.map((issue) => issue.message)).toContain("Cette valeur n'est pas valide.");
    for (const issue of wrongType) expect(issue.message).not.toMatch(/expected|received|Invalid input/);
  });
});
