import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAiEndpoint } from '../../test/fake-ai';
import { testAppForFile, userFixture } from '../../test/suite';

/** A fake OpenAI-compatible endpoint recording the instructions it receives. */
const prompts: { system: string; user: string }[] = [];
const ai = fakeAiEndpoint(({ body }) => {
  prompts.push({
    system: body.messages.find((m) => m.role === 'system')?.content ?? '',
    user: body.messages.find((m) => m.role === 'user')?.content ?? '',
  });
  return { status: 200, body: { choices: [{ message: { content: ' Texte amélioré #Diaspora ' } }] } };
});
const t = testAppForFile(() => ({ ai: { baseUrl: `${ai.origin}/v1`, apiKey: '', model: 'modele-test' } }));
const member = userFixture(t);
beforeAll(async () => {
  await t.app.services.settings.set('ai_enabled', 'true');
});

const improve = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/feed/improve', headers: { cookie: member.cookie }, payload });

describe("'Améliorer' in the feed", () => {
  it("rewrites a post with the feed's instructions (not the bio's)", async () => {
    const res = await improve({ kind: 'post', text: 'bonjour a tous #Diaspora' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ improvedText: 'Texte amélioré #Diaspora' });
    expect(prompts.at(-1)?.user).toBe('bonjour a tous #Diaspora');
    expect(prompts.at(-1)?.system).toContain('publication');
    expect(prompts.at(-1)?.system).toContain('hashtags');
  });

  it('rewrites a comment with its own instructions, up to 500 characters', async () => {
    expect((await improve({ kind: 'comment', text: 'bravo' })).statusCode).toBe(200);
    expect(prompts.at(-1)?.system).toContain('commentaire');
    const tooLong = await improve({ kind: 'comment', text: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].key).toBe('feed.validation.improveTooLong');
  });

  it('accepts a post of 2000 characters and refuses 2001', async () => {
    expect((await improve({ kind: 'post', text: 'y'.repeat(2000) })).statusCode).toBe(200);
    expect((await improve({ kind: 'post', text: 'y'.repeat(2001) })).statusCode).toBe(400);
  });
});
