// Storage faults (issue 41 §3): the disk of DATA_DIR full, and the S3 endpoint gone.
//
//   node --import tsx bench/faults/storage.mjs [--case=disk|disk-pglite|s3|both] [--pg-port=5499] [--app-port=3712]
//
// (both: the three cases.)
// disk: DATA_DIR on a 16 MB tmpfs mounted for the run (needs root; without it the case says so and
//   stops rather than pretend), the database on a PostgreSQL cluster of the script's own. Once the
//   disk is filled: an avatar upload answers 507 `storage_full` in French and leaves no file behind,
//   the profile and the feed still read, a backup fails with no half archive left; once space is freed,
//   uploads work again.
// disk-pglite: the same with the embedded database, whose files are in DATA_DIR too (a 512 MB tmpfs):
//   reads, a few writes and an upload while it is full, then writes without a restart once it is freed,
//   and the post written before still there.
// s3: uploads in a (fake, in-process) S3 bucket that is then stopped: an upload answers 503
//   `temporarily_unavailable` ("Réessayez"), the profile keeps its previous avatar (nothing
//   half-written), pages and the API still answer, /api/ready says storage down; once the endpoint is
//   back, uploads work again.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startFakeS3 } from '../../src/server/test/fake-s3.ts';
import {
  argValue,
  authSecret,
  createDatabase,
  machine,
  member,
  memberThroughLink,
  root,
  startApp,
  startCluster,
  writeResult,
} from './lib.mjs';

const which = argValue('case', 'both');
const pgPort = Number(argValue('pg-port', '5499'));
const appPort = Number(argValue('app-port', '3712'));
const s3Port = Number(argValue('s3-port', '3713'));
const startedAt = new Date();

const png = await sharp({
  create: { width: 256, height: 256, channels: 3, background: { r: 200, g: 120, b: 40 } },
})
  .png()
  .toBuffer();

const upload = async (base, cookie) => {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
  const res = await fetch(`${base}/api/v1/profiles/me/avatar`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
};
const getJson = async (url, cookie) => {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: await res.json().catch(() => ({})) };
};
/** Every file under `dir` (relative), to see what a failed write left. */
const filesUnder = (dir) => {
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => statSync(path.join(dir, f)).isFile());
  } catch {
    return [];
  }
};

const checks = [];
const check = (scenario, name, ok, detail) => checks.push({ scenario, name, ok: Boolean(ok), detail });

const diskCase = async () => {
  if (userInfo().uid !== 0) {
    check(
      'disk full',
      'a size-limited DATA_DIR could be mounted',
      false,
      'not root: run as root (mount -t tmpfs)',
    );
    return;
  }
  const mount = mkdtempSync(path.join(tmpdir(), 'sankofa-faults-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mount]);
  const cluster = await startCluster(pgPort);
  const app = startApp({
    port: appPort,
    dataDir: mount,
    env: { DATABASE_URL: cluster.url('sankofa_faults_disk') },
  });
  try {
    await createDatabase(cluster.url('postgres'), 'sankofa_faults_disk');
    await app.ready();
    const m = await member(app.base, cluster.url('sankofa_faults_disk'), `disque-${Date.now()}@faults.test`);
    const first = await upload(app.base, m.cookie);
    check('disk full', 'an upload works before', first.status === 200, `${first.status}`);
    const storage = path.join(mount, 'storage');
    // Fill what is left of the disk.
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(mount, 'filler')}`, 'bs=64k'], { stdio: 'ignore' });
    const before = filesUnder(storage);
    const full = await upload(app.base, m.cookie);
    check(
      'disk full',
      'an upload answers 507 storage_full in French',
      full.status === 507 &&
        full.body?.error?.code === 'storage_full' &&
        /plein/.test(full.body?.error?.message ?? ''),
      `${full.status} ${full.body?.error?.code ?? ''}: ${full.body?.error?.message ?? ''}`,
    );
    const after = filesUnder(storage);
    const leftover = after.filter((f) => !before.includes(f));
    check(
      'disk full',
      'the failed upload leaves no file behind',
      leftover.length === 0,
      `${leftover.length} new file(s)`,
    );
    const own = await getJson(`${app.base}/api/v1/profiles/me`, m.cookie);
    check(
      'disk full',
      'the profile still reads, with its previous avatar',
      own.status === 200 && own.body.avatarUrl === first.body.avatarUrl,
      `${own.status}`,
    );
    const feed = await getJson(`${app.base}/api/v1/feed/posts`, m.cookie);
    check('disk full', 'the feed still reads', feed.status === 200, `${feed.status}`);
    const backup = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/ops/cli.ts', 'backup'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: mount,
        DATABASE_URL: cluster.url('sankofa_faults_disk'),
        AUTH_SECRET: authSecret,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    });
    const backupLeft = filesUnder(mount).filter((f) => /\.partial|\.backup-|\.tar\.gz/.test(f));
    check(
      'disk full',
      'a backup fails (exit ≠ 0) and leaves no half archive',
      backup.status !== 0 && backupLeft.length === 0,
      `exit ${backup.status}, "${(backup.stderr.match(/ENOSPC[^\n]*/) ?? [backup.stderr.trim().split('\n')[0]])[0]}", leftover: ${backupLeft.join(', ') || 'none'}`,
    );
    rmSync(path.join(mount, 'filler'));
    const again = await upload(app.base, m.cookie);
    check('disk full', 'once space is freed, uploads work again', again.status === 200, `${again.status}`);
  } finally {
    await app.stop();
    cluster.remove();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
};

/**
 * The embedded database's disk full (`--case=disk-pglite`): PGlite keeps its files in DATA_DIR, so a full
 * disk is also the database's. What a member sees while it is full (reads, a write, an upload), whether
 * an acknowledged write survives, and whether the site serves again once space is freed, without a
 * restart.
 */
const pgliteDiskCase = async () => {
  if (userInfo().uid !== 0) {
    check('disk full, PGlite', 'a size-limited DATA_DIR could be mounted', false, 'not root: run as root');
    return;
  }
  const mount = mkdtempSync(path.join(tmpdir(), 'sankofa-faults-pglite-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512m', 'tmpfs', mount]);
  const app = startApp({ port: appPort, dataDir: mount, env: { LOG_LEVEL: 'info' } });
  const post = (m, content) =>
    fetch(`${app.base}/api/v1/feed/posts`, {
      method: 'POST',
      headers: { cookie: m.cookie, origin: app.base, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => ({})) }));
  const scenario = 'disk full, PGlite';
  try {
    await app.ready();
    const m = await memberThroughLink(app, `pglite-disque-${Date.now()}@faults.test`, '10.43.0.1');
    const kept = await post(m, 'Écrit avant que le disque ne soit plein');
    const first = await upload(app.base, m.cookie);
    check(
      scenario,
      'a post and an upload work before',
      kept.status === 201 && first.status === 200,
      `${kept.status}, ${first.status}`,
    );
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(mount, 'filler')}`, 'bs=64k'], { stdio: 'ignore' });
    const full = await upload(app.base, m.cookie);
    check(
      scenario,
      'an upload answers 507 storage_full in French',
      full.status === 507 && full.body?.error?.code === 'storage_full',
      `${full.status} ${full.body?.error?.code ?? ''}`,
    );
    const own = await getJson(`${app.base}/api/v1/profiles/me`, m.cookie);
    const feed = await getJson(`${app.base}/api/v1/feed/posts`, m.cookie);
    check(
      scenario,
      'the profile and the feed still read',
      own.status === 200 && feed.status === 200,
      `profile ${own.status}, feed ${feed.status}`,
    );
    const writes = [];
    for (let i = 0; i < 5; i++) writes.push(await post(m, `Écrit disque plein ${i}`));
    check(
      scenario,
      'a write while full is stored or refused in French, never a 500',
      writes.every((w) => w.status === 201 || (w.status >= 503 && w.status <= 507 && w.body?.error?.message)),
      writes.map((w) => `${w.status} ${w.body?.error?.code ?? ''}`).join(', '),
    );
    const ready = await getJson(`${app.base}/api/ready`);
    rmSync(path.join(mount, 'filler'));
    let after = { status: 0 };
    const freedAt = Date.now();
    for (let i = 0; i < 30 && after.status !== 201; i++) {
      after = await post(m, `Écrit après ${i}`);
      if (after.status !== 201) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    check(
      scenario,
      'once space is freed, writes work again without a restart',
      after.status === 201,
      `${after.status} after ${((Date.now() - freedAt) / 1000).toFixed(1)} s (ready while full: ${ready.status} ${JSON.stringify(ready.body?.checks ?? {})})`,
    );
    const list = await getJson(`${app.base}/api/v1/feed/posts`, m.cookie);
    const contents = JSON.stringify(list.body);
    check(
      scenario,
      'the post written before is still there',
      contents.includes('Écrit avant que le disque ne soit plein'),
      `${list.status}`,
    );
    const again = await upload(app.base, m.cookie);
    check(scenario, 'uploads work again', again.status === 200, `${again.status}`);
  } finally {
    if (process.env.FAULTS_VERBOSE) console.error(app.stderr.join('').slice(-4000));
    await app.stop();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
};

const s3Case = async () => {
  const credentials = { accessKeyId: 'faults', secretAccessKey: 'faults-secret', region: 'us-east-1' };
  let s3 = await startFakeS3({ ...credentials, port: s3Port });
  const cluster = await startCluster(pgPort);
  const dbUrl = cluster.url('sankofa_faults_s3');
  const app = startApp({
    port: appPort,
    env: {
      DATABASE_URL: dbUrl,
      S3_BUCKET: 'sankofa',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  try {
    await createDatabase(cluster.url('postgres'), 'sankofa_faults_s3');
    await app.ready();
    const m = await member(app.base, dbUrl, `s3-${Date.now()}@faults.test`);
    const first = await upload(app.base, m.cookie);
    check('S3 down', 'an upload works before', first.status === 200, `${first.status}`);
    await s3.close();
    const down = await upload(app.base, m.cookie);
    check(
      'S3 down',
      'an upload answers 503 temporarily_unavailable, "Réessayez"',
      down.status === 503 && down.body?.error?.code === 'temporarily_unavailable',
      `${down.status} ${down.body?.error?.code ?? ''}: ${down.body?.error?.message ?? ''}`,
    );
    const own = await getJson(`${app.base}/api/v1/profiles/me`, m.cookie);
    check(
      'S3 down',
      'the profile keeps its previous avatar (nothing half-written)',
      own.status === 200 && own.body.avatarUrl === first.body.avatarUrl,
      `${own.status}`,
    );
    // The web pages need a build (npm run build); without one, the API reads they are made of.
    const built = existsSync(path.join(root, 'dist'));
    const page = built ? await fetch(`${app.base}/`) : { status: 200 };
    const feed = await getJson(`${app.base}/api/v1/feed/posts`, m.cookie);
    check(
      'S3 down',
      'pages and reads still answer',
      page.status === 200 && feed.status === 200,
      `${built ? `/ ${page.status}` : 'no web build: API only'}, feed ${feed.status}`,
    );
    const ready = await getJson(`${app.base}/api/ready`);
    check(
      'S3 down',
      '/api/ready answers 503, storage down',
      ready.status === 503 && ready.body?.checks?.storage === 'down',
      `${ready.status} ${JSON.stringify(ready.body?.checks ?? {})}`,
    );
    s3 = await startFakeS3({ ...credentials, port: s3Port });
    const again = await upload(app.base, m.cookie);
    check(
      'S3 down',
      'once the endpoint is back, uploads work again',
      again.status === 200,
      `${again.status}`,
    );
  } finally {
    await app.stop();
    await s3.close().catch(() => {});
    cluster.remove();
  }
};

try {
  if (which === 'disk' || which === 'both') await diskCase();
  if (which === 's3' || which === 'both') await s3Case();
  if (which === 'disk-pglite' || which === 'both') await pgliteDiskCase();
} catch (error) {
  console.error(error);
  check('run', 'the script ran to its end', false, String(error?.message ?? error));
}
const failed = checks.filter((c) => !c.ok);
writeResult(`faults-storage-${which}`, [
  '# Faults: disk full on DATA_DIR, S3 endpoint down',
  '',
  `${startedAt.toISOString()} · ${machine()}`,
  'Disk: DATA_DIR on a tmpfs filled with dd (a real ENOSPC, not a simulation): 16 MB with the database on a PostgreSQL 15 cluster of its own; 512 MB for the PGlite case, whose database files are in DATA_DIR. S3: an in-process fake S3 (SigV4-checking) stopped and restarted on its port.',
  '',
  '| case | check | result | measured |',
  '| --- | --- | --- | --- |',
  ...checks.map((c) => `| ${c.scenario} | ${c.name} | ${c.ok ? 'pass' : 'FAIL'} | ${c.detail} |`),
  '',
  failed.length === 0 ? 'All checks pass.' : `${failed.length} check(s) FAILED.`,
]);
process.exit(failed.length === 0 ? 0 : 1);
