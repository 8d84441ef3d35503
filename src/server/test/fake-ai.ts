import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A request the fake AI endpoint received: its path, its key, and its JSON body. */
export interface AiRequest {
  url: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

/**
 * A fake OpenAI-compatible endpoint for this file, listening on a free port from `beforeAll` and closed
 * after the file's tests: `answer` sees each request and says the status and the JSON body to send.
 * `origin` (`http://127.0.0.1:<port>`) is read once it listens, e.g. in `testAppForFile(() => …)`.
 */
export const fakeAiEndpoint = (answer: (request: AiRequest) => { status: number; body: unknown }) => {
  let server: Server | undefined;
  beforeAll(async () => {
    const listening = createServer(async (req, res) => {
      const reply = answer({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(await readBody(req)),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', () => resolve()));
    server = listening;
  });
  afterAll(async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
  return {
    get origin() {
      if (!server) throw new Error('the fake AI endpoint listens from beforeAll');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
};
