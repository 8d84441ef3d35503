import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointRef, pathOf } from '../../common/endpoint';
import { api, queryString } from './api';
import { ApiError } from './api-client';

const Item = z.object({ id: z.string() });
const probe = {
  list: endpoint('GET', '/things', {
    query: z.object({
      q: z.string().optional(),
      limit: z.coerce.number().default(20),
      tags: z.array(z.string()).optional(),
      open: z.boolean().optional(),
    }),
    response: z.object({ items: z.array(Item) }),
    access: 'public',
  }),
  comment: endpoint('POST', '/things/:id/comments/:tag', {
    params: z.object({ id: z.string(), tag: z.string() }),
    body: z.object({ text: z.string() }),
    response: Item,
    status: 201,
    access: 'member',
  }),
  remove: endpoint('DELETE', '/things/:id', {
    params: z.object({ id: z.string() }),
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  upload: endpoint('POST', '/things/files', { multipart: true, response: Item, access: 'member' }),
};

const answering = (response: Response) => {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queryString', () => {
  it('repeats array keys and leaves out undefined, null and empty values', () => {
    expect(queryString({ q: 'café & thé', limit: 10, tags: ['a', 'b'], open: false, x: undefined })).toBe(
      '?q=caf%C3%A9+%26+th%C3%A9&limit=10&tags=a&tags=b&open=false',
    );
    expect(queryString({ q: '', cursor: null, tags: [] })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('refuses a value it cannot write in a URL', () => {
    expect(() => queryString({ filter: { nested: true } })).toThrow(TypeError);
  });
});

describe('pathOf', () => {
  it('fills and encodes the params, and refuses a missing one', () => {
    expect(pathOf('/things/:id/comments/:tag', { id: 'a b', tag: 7 })).toBe('/things/a%20b/comments/7');
    expect(() => pathOf('/things/:id', {})).toThrow('the param "id" is missing');
  });
});

describe('api()', () => {
  it('builds the URL from the path, the params and the query, and answers the body', async () => {
    const fetchMock = answering(json({ items: [{ id: '1' }] }));
    const page = await api(probe.list, { query: { q: 'awa', limit: 5, tags: ['x'] } });
    expect(page.items[0]?.id).toBe('1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/things?q=awa&limit=5&tags=x',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin', body: undefined }),
    );
  });

  it('needs no options when nothing is required', async () => {
    const fetchMock = answering(json({ items: [] }));
    await api(probe.list);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/things');
  });

  it('encodes path params and sends the body as JSON', async () => {
    const fetchMock = answering(json({ id: 'c1' }, 201));
    await api(probe.comment, { params: { id: 'a/b', tag: 'été' }, body: { text: 'Bonjour' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/things/a%2Fb/comments/%C3%A9t%C3%A9');
    expect(init).toMatchObject({ method: 'POST', body: '{"text":"Bonjour"}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('answers null for a 204', async () => {
    answering(new Response(null, { status: 204 }));
    expect(await api(probe.remove, { params: { id: '1' } })).toBeNull();
  });

  it('sends an upload as multipart, the file in the field `file`', async () => {
    const fetchMock = answering(json({ id: 'f1' }, 201));
    await api(probe.upload, { file: new Blob(['x'], { type: 'image/png' }), fileName: 'a.png' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    const form = init?.body instanceof FormData ? init.body : new FormData();
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('fails with the API error', async () => {
    answering(json({ error: { code: 'forbidden', message: 'Accès refusé' } }, 403));
    const error = await api(probe.remove, { params: { id: '1' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('calls an endpointRef like its definition', async () => {
    const fetchMock = answering(json({ items: [] }));
    await api(endpointRef<typeof probe.list>('GET', '/things'), { query: { limit: 3 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/things?limit=3');
  });
});
