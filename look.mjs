import { chromium } from 'playwright';
import { startDemoSite } from './bench/lib/demo-site.mjs';
const site = await startDemoSite({ port: 3350 });
try {
  const cookie = await site.signIn();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const pages = process.argv.slice(2);
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await context.addCookies(cookie.split('; ').map((c) => { const i = c.indexOf('='); return { name: c.slice(0, i), value: c.slice(i + 1), url: site.base }; }));
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(site.base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      const over = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
      console.log(width, p, over ? 'OVERFLOW' : 'ok');
    }
    await context.close();
  }
  await browser.close();
} finally { site.stop(); }
