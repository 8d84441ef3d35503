// Lighthouse in mobile mode (its defaults: a mid-range phone, simulated slow 4G, 4× CPU) on the pages
// of issue 34, signed in where it matters, on `seed:demo` data: the median of three runs per page, with
// the machine's load average at each run (a busy machine slows the simulated CPU too). Writes
// bench/results/<time>-lighthouse.{md,json}, with the installable app's checks (pwa-checks.mjs: Lighthouse 12
// has no PWA category any more). Lighthouse resets the browser's storage before each run, so the service
// worker never serves a measured load: the figures are a first visit's, and the worker cannot slow them.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [--port=3610] [--runs=3] [--only=/feed]
//        [--data-dir=DIR]   (a seeded data dir to copy; otherwise the script seeds a fresh one: ~40 s)
//        [--proxy=caddy]    (through Caddy over TLS and HTTP/2, as the deploy kit serves it; Debian's caddy)
//        [--reports=DIR]    (each run's whole Lighthouse report, JSON, to read its requests and audits)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './lib/chromium.ts';
import { demoMember, root, startDemoSite } from './lib/demo-site.mjs';
import { pwaChecks } from './pwa-checks.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const port = Number(arg('port', '3610'));
const runs = Number(arg('runs', '3'));
const only = arg('only', '');
// `--proxy=caddy`: through the deploy kit's proxy (TLS, HTTP/2), as a deployed instance serves members.
const proxy = arg('proxy', '');
// `--reports=DIR`: each run's whole Lighthouse report (its requests' timings, the audits' details) as JSON.
const reportsDir = arg('reports', '');
const site = await startDemoSite({ port, dataDir: arg('data-dir', ''), proxy });
const { base } = site;

let version = '';
const kb = (bytes) => Math.round(bytes / 100) / 10;

/**
 * A signed-in member's first visit: nothing stored for the site (no cache, service worker or storage) but
 * the session, in the browser's cookie jar as a member's browser keeps it. Lighthouse's own storage reset
 * would clear the cookies too, and a session sent as an extra request header instead does not reach the
 * requests the service worker makes once it controls the page: those answered 401, and /network and
 * /messages, thinking the member signed out, showed the landing (the runs before 30 Nov 18:30 measured that).
 */
const firstVisitOf = async (chrome, url, cookie) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const tab = await browser.newPage();
    const cdp = await tab.createCDPSession();
    const { origin, protocol } = new URL(url);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    const cookies = typeof cookie === 'string' ? cookie.split('; ') : [];
    await cdp.send('Network.setCookies', {
      cookies: cookies.map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: origin,
        secure: protocol === 'https:',
        httpOnly: true,
        sameSite: 'Lax',
      })),
    });
    await tab.close();
  } finally {
    await browser.disconnect();
  }
};

/** `measure`, again when Lighthouse failed to record the run (twice at the most). */
const measureOnce = async (...args) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(...args);
    } catch (error) {
      if (!error.isRetriable || attempt === 3) throw error;
      console.log(`  ${error.message}: measured again`);
    }
  }
};

/** One Lighthouse run's figures. */
const measure = async (chrome, url, cookie) => {
  const load = loadavg()[0];
  await firstVisitOf(chrome, url, cookie);
  const { lhr } = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // firstVisitOf did it, keeping the session.
      disableStorageReset: true,
    },
    undefined,
  );
  // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) has no figures: run it again.
  if (lhr.runtimeError)
    throw Object.assign(new Error(`${url}: ${lhr.runtimeError.code}`), { isRetriable: true });
  // A page that sent the browser elsewhere (a member page seeing no session goes to the landing) was not measured.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: not the page asked for`);
  version = lhr.lighthouseVersion;
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const apiCalls = requests.filter((item) => new URL(item.url).pathname.startsWith('/api/'));
  const calls = new Map();
  for (const item of apiCalls) {
    const key = new URL(item.url).pathname;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  }
  return {
    load: Math.round(load * 100) / 100,
    // Lighthouse's own reading of this machine's speed (higher is faster): simulated TBT and LCP scale
    // with the CPU time observed, so runs on machines of different speed do not compare.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    si: Math.round(audit('speed-index')),
    requests: requests.length,
    // What the page's scripts came over (`http/1.1` from the app, `h2` through Caddy).
    protocol: scripts[0]?.protocol ?? '?',
    scripts: scripts.length,
    jsKb: kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    transferKb: kb(requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    repeatedApiCalls: [...calls].filter(([, count]) => count > 1).map(([key, count]) => `${key}×${count}`),
    // Where the main thread goes (`bootup-time`: per script, scripting plus parsing and compiling).
    bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) =>
          `${new URL(item.url, base).pathname.split('/').pop()} ${Math.round(item.scripting ?? 0)} ms`,
      ),
    lcpElement: lcpElementOf(lhr),
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? '?'} ${Math.round((item.score ?? 0) * 1000) / 1000}`),
  };
};

/**
 * What the page's largest paint was and where its time went (Lighthouse's four phases: the HTML's first
 * byte, the wait before its resource started, that resource's load, and the render after it).
 */
const lcpElementOf = (lhr) => {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const parts = (phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing ?? 0)}`);
  return node ? `${node.selector ?? node.nodeLabel ?? '?'} (${parts.join(', ') || 'no phases'})` : '?';
};

/** The median of the runs that measured it (a run may miss a metric: Lighthouse's NO_LCP on a busy machine). */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const numericKeys = ['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'requests'];

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  // Caddy's local certificate is no public authority's: accepted here, for this browser only.
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    ...(proxy ? ['--ignore-certificate-errors'] : []),
  ],
});
const results = [];
let pwa = [];
try {
  const cookie = await site.signIn();
  // A browser registers no service worker from a site whose certificate it had to be told to accept.
  if (!proxy) pwa = await pwaChecks({ base, chromePort: chrome.port, cookie });
  for (const c of pwa) console.log(`PWA ${c.ok ? 'ok  ' : 'FAIL'} ${c.title}: ${c.detail}`);
  for (const page of await site.pagesOf(cookie, only)) {
    const samples = [];
    for (let i = 0; i < runs; i++)
      samples.push(await measureOnce(chrome, `${base}${page.path}`, page.member && cookie));
    const summary = Object.fromEntries(numericKeys.map((key) => [key, median(samples.map((s) => s[key]))]));
    // Counts and sizes from the run with the median score (they barely vary).
    const typical = samples.find((s) => s.performance === summary.performance) ?? samples[0];
    results.push({ ...page, ...summary, ...pick(typical), samples });
    console.log(
      `${page.name.padEnd(8)} perf ${summary.performance} a11y ${summary.accessibility} LCP ${summary.lcp} ms TBT ${summary.tbt} ms CLS ${summary.cls} requests ${typical.requests} (${typical.protocol}) scripts ${typical.scripts} JS ${typical.jsKb} kB (load ${samples.map((s) => s.load).join('/')})`,
    );
  }
} finally {
  await chrome.kill();
  site.stop();
}

function pick({ protocol, scripts, jsKb, transferKb, repeatedApiCalls, bootup, lcpElement, layoutShifts }) {
  return { protocol, scripts, jsKb, transferKb, repeatedApiCalls, bootup, lcpElement, layoutShifts };
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, `${stamp}-lighthouse.json`),
  `${JSON.stringify({ pages: results, pwa }, null, 2)}\n`,
);
const lines = [
  `# Lighthouse mobile (${lighthouseVersion()}, simulated slow 4G, 4× CPU), median of ${runs}`,
  '',
  `${new Date().toISOString()}, Lighthouse's benchmark index of this machine ${results[0]?.samples.map((s) => s.benchmarkIndex).join('/') ?? '?'} (higher is faster; compare runs only at similar values), ${chromiumPath}, ${proxy ? "through Caddy (TLS, HTTP/2, the deploy kit's `encode`)" : 'the app directly (HTTP/1.1)'}, \`seed:demo\` data, signed in as ${demoMember.email} except on the landing; load average (1 min) at each run in the last column.`,
  '',
  '| page | perf | a11y | FCP | LCP | TBT | CLS | requests | scripts | JS (transfer) | repeated API calls | scripting (top 3) | load |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.name} \`${r.path.replace(/[0-9a-f-]{36}/, '{id}')}\` | ${r.performance} | ${r.accessibility} | ${r.fcp} ms | ${r.lcp} ms | ${r.tbt} ms | ${r.cls} | ${r.requests} | ${r.scripts} | ${r.jsKb} kB | ${r.repeatedApiCalls.join(' ') || '–'} | ${r.bootup.join(', ')} | ${r.samples.map((s) => s.load).join(' / ')} |`,
  ),
  '',
  '## Largest paint and layout shifts (the run with the median score)',
  '',
  ...results.map((r) => `- ${r.name}: ${r.lcpElement}; shifts: ${r.layoutShifts.join(', ') || 'none'}`),
  '',
  '## Installable app (issue 40; Lighthouse 12 has no PWA category: bench/pwa-checks.mjs)',
  '',
  '| check | result | detail |',
  '| --- | --- | --- |',
  ...pwa.map((c) => `| ${c.title} | ${c.ok ? 'ok' : '**fails**'} | ${c.detail.replaceAll('|', '\\|')} |`),
  '',
];
writeFileSync(path.join(out, `${stamp}-lighthouse.md`), lines.join('\n'));
console.log(`bench/results/${stamp}-lighthouse.md`);

function lighthouseVersion() {
  return `Lighthouse ${version}`;
}
