import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../common/endpoint';
import { ApiError } from './api-client';
import { isAbortError, upload } from './upload';

const avatar = endpoint('POST', '/things/:id/picture', {
  params: z.object({ id: z.string() }),
  multipart: true,
  response: z.object({ url: z.string() }),
  access: 'member',
});

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A stand-in for the browser's XMLHttpRequest: the test plays the network's side. */
class FakeRequest {
  static last: FakeRequest | undefined;
  readonly listeners = new Map<string, () => void>();
  readonly uploadListeners = new Map<string, Listener>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => this.uploadListeners.set(type, listener),
  };
  method = '';
  url = '';
  sent: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  isAborted = false;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.isAborted = true;
    this.listeners.get('abort')?.();
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get('progress')?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

const current = () => {
  if (!FakeRequest.last) throw new Error('no request sent');
  return FakeRequest.last;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
});

describe('upload', () => {
  it('reports the share sent as the browser sends it, then answers the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const seen: number[] = [];
    const done = upload(avatar, {
      params: { id: 'a1' },
      file: new Blob(['x'.repeat(1000)]),
      fileName: 'photo.jpg',
      onProgress: (fraction) => seen.push(fraction),
    });
    const request = current();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/things/a1/picture');
    expect(request.sent).toBeInstanceOf(FormData);
    expect((request.sent as FormData).get('file')).toBeInstanceOf(Blob);
    request.progress(250, 1000);
    request.progress(750, 1000);
    request.answer(200, { url: '/storage/a.jpg' });
    await expect(done).resolves.toEqual({ url: '/storage/a.jpg' });
    expect(seen).toEqual([0.25, 0.75, 1]);
  });

  it('fails with the API’s error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const done = upload(avatar, { params: { id: 'a1' }, file: new Blob(['x']), fileName: 'p.jpg' });
    current().answer(413, { error: { code: 'avatar_too_large', message: 'Trop lourd' } });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'avatar_too_large' });
  });

  it('stops the transfer when cancelled, with an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const done = upload(avatar, {
      params: { id: 'a1' },
      file: new Blob(['x']),
      fileName: 'p.jpg',
      signal: controller.signal,
    });
    current().progress(1, 10);
    controller.abort();
    expect(current().isAborted).toBe(true);
    const error = await done.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});
