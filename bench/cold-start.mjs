// Time from `node dist/server/main.js` to a healthy /api/health on an empty data dir (migrations and
// reference seed included), then on the same dir again (warm start). Run after `node scripts/build.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = 3951;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));

const startOnce = async () => {
  const started = performance.now();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
};

console.log(`cold start (empty data dir): ${(await startOnce()).toFixed(0)} ms`);
console.log(`warm start (same data dir):  ${(await startOnce()).toFixed(0)} ms`);
