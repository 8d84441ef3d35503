import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';

/** A fake OpenAI-compatible endpoint recording the instructions it receives. */
const prompts: { system: string; user: string }[] = [];
let server: Server;
let t: TestApp;
let member: CreatedUser;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { messages: { role: string; content: string }[] };
    prompts.push({
      system: body.messages.find((m) => m.role === 'system')?.content ?? '',
      user: body.messages.find((m) => m.role === 'user')?.content ?? '',
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { content: ' Texte amélioré #Diaspora ' } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: '', model: 'modele-test' },
  });
  member = await createUser(t.app, t.database.db);
  await t.app.services.settings.set('ai_enabled', 'true');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
