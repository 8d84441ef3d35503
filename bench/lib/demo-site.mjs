// The built site on `seed:demo` data, as the browser benches measure it (lighthouse.mjs,
// render-profile.mjs): a scratch data dir (seeded, ~40 s, or a copy of `--data-dir`), the built server on
// it with the request ceilings lifted (a bench loads each page a dozen times a minute from one address),
// the demo member's session, and the pages of issue 34 with ids read from the demo data.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const demoMember = { email: 'awa.diop@demo.sankofa.test', password: 'sankofa-demo-2026' };

/**
 * Starts the site; `stop()` kills it and removes its data dir. Run `node scripts/build.mjs` first.
 * `proxy: 'caddy'`: the browser reaches it as the deploy kit serves it (Caddyfile): Caddy in front, over
 * TLS with HTTP/2 and its `encode`, at `https://localhost:<port + 1>` (`base`; a certificate of Caddy's
 * own local authority, which the browser must be told to accept). The site's own address is `appBase`.
 */
export const startDemoSite = async ({ port, dataDir: given = '', proxy = '' }) => {
  if (proxy === 'caddy') {
    try {
      execFileSync('caddy', ['version'], { stdio: 'ignore' });
    } catch {
      throw new Error('--proxy=caddy needs Caddy on the PATH (Debian: apt-get install caddy)');
    }
  }
  const appBase = `http://127.0.0.1:${port}`;
  const base = proxy === 'caddy' ? `https://localhost:${port + 1}` : appBase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-site-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REQUEST_CEILING_PER_MINUTE: '0',
    REQUEST_CEILING_VISITOR_PAGES_PER_MINUTE: '100000',
  };
  if (given) cpSync(given, dataDir, { recursive: true });
  else execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], { cwd: root, env });
  const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env, stdio: 'inherit' });
  const caddy = proxy === 'caddy' ? startCaddy(port + 1, appBase, dataDir) : undefined;
  const stop = () => {
    server.kill();
    caddy?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const startedAt = Date.now();
  try {
    await waitFor(appBase);
    if (caddy) await waitForCaddy(base);
  } catch (error) {
    stop();
    throw error;
  }
  // A server up for less than the realtime's fetch allowance (30 s) cannot tell a page what it missed
  // (`realtime.ready`'s quietMs counts from its start), so its pages read their counts and lists again
  // once their socket opens: not what a member of a running instance gets. Measure after that.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 31_000 - Date.now())));

  /** The demo member's session cookie (`name=value; …`), from the API's sign-in. */
  const signIn = async () => {
    // Asked of the site itself, as from the page's origin (`base`): behind Caddy its cookies are `__Secure-`.
    const response = await fetch(`${appBase}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-proto': 'https' },
      body: JSON.stringify(demoMember),
    });
    if (!response.ok) throw new Error(`Sign-in: ${response.status} ${await response.text()}`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };

  const getJson = async (url, cookie) => {
    const response = await fetch(`${appBase}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  };

  /** The measured pages (`only`: a name or a path prefix), ids read from the demo data. */
  const pagesOf = async (cookie, only = '') => {
    const [connections, groups, posts] = await Promise.all([
      getJson('/api/v1/connections?pageSize=1', cookie),
      getJson('/api/v1/groups', cookie),
      getJson('/api/v1/blog/posts', cookie),
    ]);
    return [
      { name: 'landing', path: '/', member: false },
      { name: 'feed', path: '/feed', member: true },
      { name: 'profile', path: `/profile/${connections.items[0].member.id}`, member: true },
      { name: 'network', path: '/network', member: true },
      { name: 'messages', path: '/messages', member: true },
      { name: 'group', path: `/groups/${groups.items.at(-1).id}`, member: true },
      { name: 'article', path: `/blog/${posts.items[0].slug}`, member: true },
      { name: 'jobs', path: '/emplois', member: true },
    ].filter((page) => !only || page.path.startsWith(only) || page.name === only);
  };

  return { base, appBase, signIn, pagesOf, stop };
};

/** Caddy (Debian's `caddy`) with the deploy kit's site block, on a local certificate; its files in `dir`. */
const startCaddy = (port, upstream, dir) => {
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\tadmin off\n\tskip_install_trust\n\tstorage file_system ${path.join(dir, 'caddy')}\n}\n` +
      `https://localhost:${port} {\n\ttls internal\n\tencode zstd gzip\n\treverse_proxy ${upstream.replace('http://', '')}\n}\n`,
  );
  return spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
};

/** Caddy answers over HTTP/2 (its certificate is not one Node trusts: curl, told not to check). */
const waitForCaddy = async (base) => {
  for (let i = 0; i < 100; i++) {
    try {
      const version = execFileSync('curl', [
        '-sk',
        '-o',
        '/dev/null',
        '-w',
        '%{http_version}',
        `${base}/api/health`,
      ]);
      if (String(version).trim() === '2') return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Caddy did not answer over HTTP/2.');
};

const waitFor = async (base) => {
  for (let i = 0; i < 300; i++) {
    const isUp = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (isUp) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not start.');
};
