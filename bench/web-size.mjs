// Gzipped JavaScript each route loads in a browser, against DESIGN.md §6 (landing ≤ 150 KB, any route
// ≤ 300 KB): everything fetched until the network is idle, lazy chunks included. `npm test` checks the
// landing's first load without a browser (scripts/check-web-size.mjs, from the build's manifest).
// Usage: node scripts/build.mjs && node bench/web-size.mjs [--port=3950]   (starts the built server on a
// scratch data dir)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';

const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? 3950);
const base = `http://127.0.0.1:${port}`;
const routes = [
  { path: '/', budget: 150 },
  { path: '/page/a-propos', budget: 300 },
  { path: '/pricing', budget: 300 },
  { path: '/login', budget: 300 },
  { path: '/feed', budget: 300 },
  { path: '/hashtag/diaspora', budget: 300 },
  // The blog's list and an article load no editor (issue 16: within 300 KB outside the editor).
  { path: '/blog', budget: 300 },
  { path: '/blog/un-article-de-demonstration', budget: 300 },
  { path: '/une-page-inconnue', budget: 300 },
];

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
try {
  // A fresh data dir migrates first: up to a minute on a busy machine.
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  console.log('route                      gzipped JS   budget');
  for (const route of routes) {
    const page = await browser.newPage();
    const sizes = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.push(
          response
            .body()
            .then((body) => gzipSync(body, { level: 9 }).length)
            .catch(() => 0),
        );
      }
    });
    await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1000;
    const verdict = total <= route.budget ? 'ok' : 'OVER';
    console.log(
      `${route.path.padEnd(26)} ${total.toFixed(1).padStart(7)} kB   ${route.budget} kB  ${verdict}`,
    );
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
