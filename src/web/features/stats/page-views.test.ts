import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { templateOf, trackPageViews } from './page-views';

type Listener = (state: State) => void;
interface State {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string; key: string };
  matches: { route: { path?: string }; params: Record<string, string | undefined> }[];
}

const stateAt = (key: string, paths: (string | undefined)[], params: Record<string, string> = {}): State => ({
  initialized: true,
  navigation: { state: 'idle' },
  location: { pathname: `/${key}`, key },
  matches: paths.map((path) => ({ route: { path }, params })),
});

/** A data router that only tells its listeners what the test says. */
const fakeRouter = (initial: State) => {
  const listeners: Listener[] = [];
  return {
    state: initial,
    subscribe(listener: Listener) {
      listeners.push(listener);
      return () => undefined;
    },
    go(state: State) {
      for (const listener of listeners) listener(state);
    },
  };
};

let fetchMock: ReturnType<typeof vi.fn>;
let storage: Map<string, string>;
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)));

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  storage = new Map();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { doNotTrack: null });
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: () => undefined });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the page-view beacon', () => {
  it('names a page by its route template, never its address', () => {
    expect(
      templateOf([
        { route: {}, params: {} },
        { route: { path: 'blog/:slug' }, params: {} },
      ]),
    ).toBe('/blog/:slug');
    expect(templateOf([{ route: { path: '/' }, params: {} }])).toBe('/');
    expect(
      templateOf([
        { route: { path: 'admin' }, params: {} },
        { route: { path: 'users' }, params: {} },
      ]),
    ).toBe('/admin/users');
  });

  it('does not count a change of the query string on the same page as another page', () => {
    const router = fakeRouter(stateAt('a', [undefined, 'network']));
    trackPageViews(router);
    // /network writes its tab into the address (a new location key, the same path).
    router.go({ ...stateAt('b', [undefined, 'network']), location: { pathname: '/a', key: 'b' } });
    router.go(stateAt('c', [undefined, 'messages']));
    expect(sent().map((body) => body.path)).toEqual(['/network', '/messages']);
  });

  it('sends each completed navigation once, with the article’s slug and the visit’s time', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 10) });
    const router = fakeRouter(stateAt('a', [undefined, '/']));
    trackPageViews(router);
    router.go({
      ...stateAt('b', [undefined, 'blog/:slug'], { slug: 'entreprendre' }),
      navigation: { state: 'loading' },
    });
    vi.advanceTimersByTime(42_000);
    router.go(stateAt('b', [undefined, 'blog/:slug'], { slug: 'entreprendre' }));
    router.go(stateAt('b', [undefined, 'blog/:slug'], { slug: 'entreprendre' }));
    router.go(stateAt('c', ['admin', 'general-stats']));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/stats/views');
    expect(sent()).toEqual([
      { path: '/', visit: { isNew: true, seconds: 0 } },
      { path: '/blog/:slug', slug: 'entreprendre', visit: { isNew: false, seconds: 42 } },
    ]);
  });

  it('sends nothing when the browser asks not to be tracked', () => {
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    trackPageViews(fakeRouter(stateAt('a', ['/'])));
    vi.stubGlobal('navigator', { doNotTrack: null, globalPrivacyControl: true });
    trackPageViews(fakeRouter(stateAt('a', ['/'])));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
