/*
 * The service worker (docs/areas/pwa.md), bundled by scripts/build.mjs into dist/web/sw.js with the
 * build's version and the first load's files. Hand-written rather than Workbox: it does four things
 * (precache the shell, cache hashed assets, answer a failed page with the offline page, show pushes),
 * which Workbox's runtime (~15 KB) and its build plugin (which would own Vite's output) would not make
 * simpler. It never touches /api/ (no member's data is ever cached) nor /storage/ (the HTTP cache has it).
 */

/** The build's id, and what the first load fetches (entry, its chunks and CSS), replaced by esbuild. */
// A module, so the types below stay its own (a script's would merge into the DOM's globals).
export {};

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];

/* The few service-worker types used here: the DOM library has none, and the WebWorker one conflicts with it. */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification & { data: unknown };
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const version = __SW_VERSION__;
/** The shell of this build: the offline page, the icons and the first load. */
const shellCache = `sankofa-shell-${version}`;
/** Other hashed assets of this build (area chunks, catalogs), kept as they are first fetched. */
const assetCache = `sankofa-assets-${version}`;
const offlinePage = '/offline.html';
const shell = [
  offlinePage,
  '/offline.js',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  ...__SW_PRECACHE__,
];

const precache = async () => {
  const cache = await caches.open(shellCache);
  await cache.addAll(shell);
};

/** Every cache of another build (or, with `all`, every cache: a sign-out). */
const deleteCaches = async (all: boolean) => {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => all || (name !== shellCache && name !== assetCache))
      .map((name) => caches.delete(name)),
  );
};

worker.addEventListener('install', (event) => event.waitUntil(precache()));

// A new build waits until the page asks (the member accepts the reload, app/pwa/register.ts); the
// first install takes the open page at once, so it works offline from the first visit.
worker.addEventListener('activate', (event) =>
  event.waitUntil(deleteCaches(false).then(() => worker.clients.claim())),
);

worker.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void worker.skipWaiting();
  // Sign-out: nothing this worker kept outlives the session (none of it is a member's, but the rule is
  // simple to hold); the public shell is fetched again so the offline page still answers. The device's
  // push subscription ends too: the next push to it is refused (410) and the server forgets it.
  if (event.data === 'clear')
    event.waitUntil(
      Promise.all([
        deleteCaches(true).then(precache),
        worker.registration.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe()),
      ]),
    );
});

/** Hashed files never change: the cache first, the network once. */
const cacheFirst = async (request: Request): Promise<Response> => {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(assetCache);
    await cache.put(request, response.clone());
  }
  return response;
};

/** Pages: always the network (they carry the current build and the share preview); offline, the offline page. */
const networkFirst = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(offlinePage)) ?? Response.error();
  }
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || shell.includes(url.pathname))
    event.respondWith(cacheFirst(request));
});

/** A push's payload (server: features/push/push.service.ts). */
const pushPayloadOf = (value: unknown): { title: string; body: string; url: string; tag?: string } | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null;
  return { title, body, url, ...(typeof tag === 'string' ? { tag } : {}) };
};

worker.addEventListener('push', (event) => {
  let payload: ReturnType<typeof pushPayloadOf> = null;
  try {
    payload = pushPayloadOf(event.data?.json());
  } catch {
    payload = null;
  }
  if (!payload) return;
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { url: payload.url },
      ...(payload.tag ? { tag: payload.tag } : {}),
    }),
  );
});

/** A click opens the conversation or the profile: in an open tab of the site if there is one. */
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/feed';
  const target = new URL(path, worker.location.origin).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (!open) return void (await worker.clients.openWindow(target));
      await open.focus();
      await open.navigate(target);
    }),
  );
});
