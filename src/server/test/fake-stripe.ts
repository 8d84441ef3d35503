import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as Stripe would read it. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: URLSearchParams;
}

export interface FakeStripe {
  /** The base URL to give as `stripeApiBase`. */
  url: string;
  requests: StripeRequest[];
  /** The next answers are Stripe refusals (a card error, a bad key) until set back to false. */
  refuse: boolean;
  /** The PaymentIntent that paid a session: `GET /v1/checkout/sessions?payment_intent=` finds it by this. */
  intents: Map<string, string>;
  close(): Promise<void>;
}

/**
 * An in-process stand-in for Stripe's REST API (`POST /v1/checkout/sessions`): it records each
 * form-encoded request and answers a session with an id and a checkout address, or Stripe's error shape;
 * `GET /v1/checkout/sessions?payment_intent=` lists the session `intents` ties to that PaymentIntent.
 */
export const startFakeStripe = async (): Promise<FakeStripe> => {
  let sessions = 0;
  const references = new Map<string, string | null>();
  const fake: Omit<FakeStripe, 'url' | 'close'> = { requests: [], refuse: false, intents: new Map() };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      });
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== 'Bearer sk_test_fake' || fake.refuse) {
        response.statusCode = fake.refuse ? 402 : 401;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Refused by the fake' } }),
        );
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const sessionId = fake.intents.get(url.searchParams.get('payment_intent') ?? '');
        const data = sessionId
          ? [
              {
                id: sessionId,
                object: 'checkout.session',
                client_reference_id: references.get(sessionId) ?? null,
              },
            ]
          : [];
        response.end(JSON.stringify({ object: 'list', data, has_more: false }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { message: 'Unrecognized request URL' } }));
        return;
      }
      sessions += 1;
      const id = `cs_test_${sessions}`;
      references.set(id, form.get('client_reference_id'));
      response.end(
        JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
