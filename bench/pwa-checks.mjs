// The installable app's checks (issue 40 §5), which Lighthouse 12 no longer runs (its PWA category was
// removed): the manifest and its icons by plain fetches, Chromium's own installability verdict
// (`Page.getInstallabilityErrors`), the service worker registered and controlling the page, and the
// start URL answering offline. Driven with puppeteer-core, the one Lighthouse itself drives Chrome with
// (its dependency, not the app's), on the Chrome the Lighthouse runs use.
import puppeteer from 'puppeteer-core';

/** `{ id, title, ok, detail }` for each check; never throws (a failed check says why). */
export const pwaChecks = async ({ base, chromePort, cookie }) => {
  const checks = [];
  const check = async (id, title, run) => {
    try {
      const detail = await run();
      checks.push({ id, title, ok: true, detail: detail ?? '' });
    } catch (error) {
      checks.push({ id, title, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const must = (condition, message) => {
    if (!condition) throw new Error(message);
  };

  // The manifest, as the landing links it.
  let manifest;
  let manifestUrl;
  await check('manifest', 'Manifest linked, with name, start URL, standalone display, theme', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const href = /<link[^>]+rel="manifest"[^>]+href="([^"]+)"/.exec(html)?.[1];
    must(href, 'no <link rel="manifest"> on the landing');
    manifestUrl = new URL(href, base).href;
    const response = await fetch(manifestUrl);
    must(response.ok, `${href}: ${response.status}`);
    manifest = await response.json();
    must(manifest.name && manifest.short_name, 'name or short_name missing');
    must(manifest.start_url, 'start_url missing');
    must(
      ['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display),
      `display ${manifest.display}`,
    );
    must(manifest.theme_color, 'theme_color missing');
    return `${href}: start ${manifest.start_url}, ${manifest.display}, theme ${manifest.theme_color}`;
  });
  await check('icons', 'Icons 192 and 512 px (PNG), and a maskable one', async () => {
    must(manifest, 'no manifest');
    const icons = manifest.icons ?? [];
    const sizes = icons.flatMap((icon) => String(icon.sizes ?? '').split(/\s+/));
    must(sizes.includes('192x192') && sizes.includes('512x512'), `sizes ${sizes.join(', ')}`);
    must(
      icons.some((icon) => String(icon.purpose ?? '').includes('maskable')),
      'no maskable icon',
    );
    for (const icon of icons) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      must(response.ok, `${icon.src}: ${response.status}`);
      must(response.headers.get('content-type')?.startsWith('image/'), `${icon.src}: not an image`);
    }
    return `${icons.length} icons, all served`;
  });
  await check('service-worker-script', 'Service worker script served, not cached by HTTP', async () => {
    const response = await fetch(`${base}/sw.js`);
    must(response.ok, `/sw.js: ${response.status}`);
    must(/javascript/.test(response.headers.get('content-type') ?? ''), 'not JavaScript');
    const cache = response.headers.get('cache-control') ?? '';
    must(/no-cache|max-age=0|no-store/.test(cache), `cache-control "${cache}"`);
    return `cache-control ${cache}`;
  });

  // In Chrome: its installability verdict, the worker, the start URL offline.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  // The default profile: Chrome reports an incognito context as not installable. Lighthouse resets the
  // origin's storage before each of its runs, so this worker serves none of them.
  const page = await browser.newPage();
  try {
    if (cookie) await page.setExtraHTTPHeaders({ cookie });
    const start = new URL(manifest?.start_url ?? '/', base).href;
    await page.goto(start, { waitUntil: 'load' });
    const session = await page.createCDPSession();
    await check('service-worker', 'Service worker registered, controlling the start URL', async () => {
      const scope = await page.evaluate(async () => {
        const registration = await Promise.race([
          navigator.serviceWorker.ready,
          new Promise((resolve) => setTimeout(() => resolve(undefined), 15_000)),
        ]);
        if (!registration) return undefined;
        for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
        return navigator.serviceWorker.controller
          ? registration.scope
          : `${registration.scope} (not controlling)`;
      });
      must(scope && !scope.includes('not controlling'), scope ? scope : 'no registration within 15 s');
      return `scope ${scope}`;
    });
    await check(
      'installable',
      "Chromium's installability criteria (Page.getInstallabilityErrors)",
      async () => {
        const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
        must(
          installabilityErrors.length === 0,
          installabilityErrors.map((error) => error.errorId).join(', '),
        );
        return 'no installability error';
      },
    );
    await check('offline-start-url', 'Start URL answers 200 offline (the offline page)', async () => {
      // Offline for the page and for the worker too (a page's emulation alone leaves the worker's own
      // fetches online, and it would answer the real page).
      const worker = await browser.waitForTarget((target) => target.type() === 'service_worker', {
        timeout: 10_000,
      });
      const workerSession = await worker.createCDPSession();
      const offline = (isOffline) =>
        workerSession.send('Network.emulateNetworkConditions', {
          offline: isOffline,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      await workerSession.send('Network.enable');
      await offline(true);
      await page.setOfflineMode(true);
      try {
        const response = await page.goto(start, { waitUntil: 'load' });
        must(response?.status() === 200, `status ${response?.status() ?? 'none'}`);
        const heading = await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');
        must(/hors connexion|offline|sem ligação/i.test(heading), `not the offline page: "${heading}"`);
        return `200 from ${response.fromServiceWorker() ? 'the service worker' : 'the network'}: "${heading}"`;
      } finally {
        await page.setOfflineMode(false);
        await offline(false).catch(() => undefined);
      }
    });
  } finally {
    await page.close();
    await browser.disconnect();
  }
  return checks;
};
