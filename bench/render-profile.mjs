// Where a page's first seconds go on a slow phone's CPU (issue 34 §2): the built site on `seed:demo`
// data, one load per page in Chromium with its CPU slowed 4×, and
//  - every React commit: its time, the components it rendered, and the roots of the re-render (the
//    highest components that rendered while their parent did not), read through the hook React DevTools
//    uses (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which production React calls too);
//  - the style reads (`getComputedStyle` calls): each one brings the page's styles up to date; a count
//    that the machine's load does not move;
//  - the number and date formatters the page built, and the time its thread spent building them (the
//    first one costs 40-75 ms unless lib/intl-warm-up.ts's worker built one first);
//  - the main thread's self time per script and per function (V8's sampling profiler).
// Names are the build's: `node scripts/build.mjs` minifies them; for readable ones build once with
// `minify: false` in vite.config.ts' `build` (not committed). A diagnosis, not a score: Lighthouse
// (`bench/lighthouse.mjs`) gives the figures. Prints, writes nothing.
// With the build's source maps (`npx vite build --sourcemap --outDir <dir>`, then its `.map` files copied
// into dist/web/assets: the same hashes), it also sums the self time per library and per source folder.
// Usage: node scripts/build.mjs && node bench/render-profile.mjs [--only=feed | --path=/blog] [--cpu=4]
// [--data-dir=DIR]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath } from './lib/chromium.ts';
import { root, startDemoSite } from './lib/demo-site.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const cpu = Number(arg('cpu', '4'));

/** A script's source map from dist/web/assets, when the build left one there. */
const consumers = new Map();
const consumerOf = (script) => {
  if (!consumers.has(script)) {
    const file = path.join(root, 'dist/web/assets', `${script}.map`);
    consumers.set(
      script,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return consumers.get(script);
};

/** A source's library (`react-dom`, `@mantine/core`) or its folder under src (`common/contracts`). */
const ownerOf = (source) =>
  source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
  source.match(/src\/(common\/contracts|common|web\/[^/]+(\/[^/]+)?)/)?.[1] ??
  source;

/** The self time of the app's scripts per library or source folder, from the sampled call frames. */
const selfTimeBySource = (profile, nodes) => {
  const owners = new Map();
  profile.samples.forEach((id, i) => {
    const { url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const consumer = url ? consumerOf(url.split('/').pop()) : null;
    if (!consumer) return;
    const { source } = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const owner = source ? ownerOf(source) : '(unmapped)';
    owners.set(owner, (owners.get(owner) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return owners;
};
const site = await startDemoSite({ port: Number(arg('port', '3620')), dataDir: arg('data-dir', '') });

/** Runs in the page before React: a DevTools hook that sums up each commit. */
const commitRecorder = () => {
  const commits = [];
  const seen = new WeakMap();
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    return type.displayName || type.name || type.render?.displayName || type.render?.name || null;
  };
  const isComponent = (fiber) => typeof fiber.type === 'function' || typeof fiber.type === 'object';
  window.__commits = commits;
  const longTasks = [];
  window.__longTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
  // Each `getComputedStyle` makes the browser bring styles (and, read further, layout) up to date: a
  // count that does not move with the machine's load, unlike the times.
  window.__styleReads = 0;
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = function (...args) {
    window.__styleReads++;
    return getComputedStyle.apply(this, args);
  };
  // Each formatter the page builds (lib/intl.ts keeps them), with the time its construction took.
  window.__formatters = [];
  for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat']) {
    const Original = Intl[name];
    // biome-ignore lint/complexity/useArrowFunction: pages call it with `new` (it stands in for an Intl constructor) and it needs a prototype; an arrow function has neither.
    const Timed = function (...args) {
      const started = performance.now();
      const made = new Original(...args);
      window.__formatters.push(performance.now() - started);
      return made;
    };
    Timed.prototype = Original.prototype;
    Timed.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = Timed;
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberRootUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      let fibers = 0;
      let rendered = 0;
      const roots = new Map();
      // A fiber rendered when its props or state are not those this hook saw at the last commit.
      const walk = (first, parentRendered) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          fibers++;
          const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
          const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
          seen.set(fiber, now);
          if (fiber.alternate) seen.set(fiber.alternate, now);
          const did = !before || before.props !== now.props || before.state !== now.state;
          if (did && isComponent(fiber)) {
            rendered++;
            if (before && !parentRendered) {
              const chain = [];
              for (let up = fiber; up && chain.length < 4; up = up.return) {
                const name = nameOf(up);
                if (name) chain.push(name);
              }
              const key = chain.join(' < ');
              roots.set(key, (roots.get(key) ?? 0) + 1);
            }
          }
          walk(fiber.child, isComponent(fiber) ? did : parentRendered);
        }
      };
      walk(root.current.child, false);
      commits.push({ at: Math.round(performance.now()), fibers, rendered, roots: [...roots].slice(0, 5) });
    },
  };
};

const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const cookie = await site.signIn();
  // `--path=/blog`: one page outside the benched list, signed in.
  const only = arg('path', '');
  const pages = only
    ? [{ name: only, path: only, member: true }]
    : await site.pagesOf(cookie, arg('only', ''));
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (page.member)
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: site.base };
        }),
      );
    const tab = await context.newPage();
    await tab.addInitScript(commitRecorder);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(site.base + page.path, { waitUntil: 'load' });
    await tab.waitForTimeout(6000);
    const { profile } = await cdp.send('Profiler.stop');
    const { commits, longTasks, styleReads, formatters } = await tab.evaluate(() => ({
      commits: window.__commits,
      longTasks: window.__longTasks,
      styleReads: window.__styleReads,
      formatters: window.__formatters,
    }));
    await context.close();

    console.log(`\n## ${page.name} ${page.path} (CPU ${cpu}× slower)\n`);
    const total = commits.reduce((sum, c) => sum + c.rendered, 0);
    console.log(`${commits.length} commits, ${total} component renders, ${styleReads} style reads`);
    const built = formatters.reduce((sum, ms) => sum + ms, 0);
    console.log(
      `${formatters.length} formatters built in ${Math.round(built)} ms (the first ${Math.round(formatters[0] ?? 0)} ms)`,
    );
    const taskOf = (at) => longTasks.find((task) => task.start <= at && at <= task.start + task.duration);
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(
      `${longTasks.length} long tasks, ${blocking} ms over 50 ms (the slowed CPU's, not Lighthouse's TBT)`,
    );
    for (const c of commits) {
      const task = taskOf(c.at);
      const where = task ? `  in the long task at ${task.start} ms (${task.duration} ms)` : '';
      console.log(
        `${String(c.at).padStart(6)} ms  ${String(c.rendered).padStart(5)} of ${c.fibers} fibers${where}`,
      );
      for (const [chain, count] of c.roots) console.log(`           ${count}× ${chain}`);
    }
    const selfTime = new Map();
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
      const key = `${functionName || '(anonymous)'}\t${url.split('/').pop() || '(native)'}:${lineNumber}:${columnNumber}`;
      selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const byScript = new Map();
    for (const [key, micros] of selfTime) {
      const script = key.split('\t')[1].split(':')[0];
      byScript.set(script, (byScript.get(script) ?? 0) + micros);
    }
    const top = (map, count) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, micros]) => `${String(Math.round(micros / 1000)).padStart(6)} ms  ${key}`);
    console.log('\nSelf time per script:');
    for (const line of top(byScript, 10)) console.log(line);
    console.log('\nSelf time per function:');
    for (const line of top(selfTime, 25)) console.log(line);
    const bySource = selfTimeBySource(profile, nodes);
    if (bySource.size > 0) {
      console.log('\nSelf time per library or source folder (source maps):');
      for (const line of top(bySource, 20)) console.log(line);
    }
  }
} finally {
  await browser.close();
  site.stop();
}
