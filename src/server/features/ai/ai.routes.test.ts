import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { type AiRequest, fakeAiEndpoint } from '../../test/fake-ai';
import { testAppForFile, userFixture } from '../../test/suite';
import { createAiService } from './ai.service';

/** The fake OpenAI-compatible endpoint records each request and answers what `reply` says. */
const requests: AiRequest[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const ai = fakeAiEndpoint((request) => {
  requests.push(request);
  return reply;
});
const t = testAppForFile(() => ({
  ai: { baseUrl: `${ai.origin}/v1/`, apiKey: 'cle-de-test', model: 'modele-test' },
}));
const member = userFixture(t);
beforeEach(() => {
  requests.length = 0;
  reply = {
    status: 200,
    body: { choices: [{ message: { role: 'assistant', content: '  Juriste passionnée.  ' } }] },
  };
});

const improve = (payload: object, cookie = member.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ai/improve', headers: cookie ? { cookie } : {}, payload });

const setAi = (on: boolean) => t.app.services.settings.set('ai_enabled', String(on));

describe('AI rewrite of the bio', () => {
  it('is off while ai_enabled is off', async () => {
    await setAi(false);
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/ai/status' });
    expect(status.json()).toEqual({ isAvailable: false });
    const res = await improve({ text: 'Je suis juriste.' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ai_disabled');
    expect(requests).toHaveLength(0);
  });

  it('calls /chat/completions with the French prompt and answers the rewritten text', async () => {
    await setAi(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ai/status' })).json()).toEqual({
      isAvailable: true,
    });
    const res = await improve({ text: 'je suis juriste a dakar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ improvedText: 'Juriste passionnée.' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer cle-de-test' });
    expect(requests[0]?.body.model).toBe('modele-test');
    expect(requests[0]?.body.messages[0]).toMatchObject({ role: 'system' });
    expect(requests[0]?.body.messages[0]?.content).toContain('Conserve strictement les faits');
    expect(requests[0]?.body.messages[1]).toEqual({ role: 'user', content: 'je suis juriste a dakar' });
  });

  it('answers the spec error when the endpoint fails or says nothing', async () => {
    await setAi(true);
    reply = { status: 500, body: { error: 'boom' } };
    const failed = await improve({ text: 'Texte' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({
      code: 'ai_failed',
      message: 'Erreur lors de la reformulation IA',
    });
    reply = { status: 200, body: { choices: [] } };
    expect((await improve({ text: 'Texte' })).json().error.code).toBe('ai_failed');
  });

  it('refuses an empty text and a visitor', async () => {
    await setAi(true);
    const empty = await improve({ text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe('Le texte à améliorer est vide.');
    expect((await improve({ text: 'Texte' }, '')).statusCode).toBe(401);
  });

  it('is off without a configured endpoint even when ai_enabled is on', async () => {
    await setAi(true);
    const service = createAiService({
      config: { ...t.config, ai: undefined },
      settings: t.app.services.settings,
      rateLimits: t.app.services.rateLimits,
    });
    expect(await service.isAvailable()).toBe(false);
    const actor = {
      id: member.id,
      email: member.email,
      role: 'user' as const,
      profile: {} as never,
      sessionToken: '',
      keptApart: false,
      secondFactor: false,
      staffLocked: false,
    };
    await expect(service.improve(actor, { text: 'Texte' })).rejects.toMatchObject(
      new AppError('ai_disabled'),
    );
  });
});
