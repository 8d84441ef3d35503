// Builds the web app (vite) and the server bundle (esbuild), then stamps the build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
    // vite.config.ts imports the theme and the catalog namespaces from src/web (TypeScript, imported
    // without an extension as tsconfig requires): fine for today's bundled config loader, which warns
    // that a future native loader would not take them.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  },
);

// The service worker (src/web/service-worker/sw.ts, docs/areas/pwa.md): precaches the first load as this
// build named it (the entry, its static imports and their CSS, from Vite's manifest); its version is the
// manifest's hash, so every build that changes a file installs a new worker.
const viteManifest = readFileSync(path.join(root, 'dist/web/.vite/manifest.json'), 'utf8');
const chunks = JSON.parse(viteManifest);
const firstLoad = new Set();
const visit = (key) => {
  const chunk = chunks[key];
  if (!chunk || firstLoad.has(`/${chunk.file}`)) return;
  firstLoad.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) firstLoad.add(`/${css}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(key);
await build({
  entryPoints: [path.join(root, 'src/web/service-worker/sw.ts')],
  outfile: path.join(root, 'dist/web/sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  logLevel: 'warning',
  define: {
    __SW_VERSION__: JSON.stringify(
      createHash('sha256')
        .update(viteManifest)
        .update(readFileSync(path.join(root, 'src/web/service-worker/sw.ts')))
        .digest('hex')
        .slice(0, 12),
    ),
    __SW_PRECACHE__: JSON.stringify([...firstLoad]),
  },
});

// Precompressed copies of the web assets, served by @fastify/static (`preCompressed`) to browsers
// that accept them: no compression work per request.
const compressible = /\.(js|css|html|svg|json|txt|map)$/;
const compressDir = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(file);
    else if (compressible.test(entry.name) && !entry.name.endsWith('.map')) {
      const data = readFileSync(file);
      if (data.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
      );
    }
  }
};
compressDir(path.join(root, 'dist/web'));

// The server, and the operator's commands (`npm run backup` / `restore`) beside it.
await build({
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    ops: path.join(root, 'src/server/ops/cli.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The catalogs are read at start-up (src/server/lib/i18n.ts): the bundle carries their folders.
const bundledCatalogs = path.join(root, 'dist/server/i18n');
rmSync(bundledCatalogs, { recursive: true, force: true });
for (const language of ['fr', 'en', 'pt'])
  cpSync(path.join(root, 'src/common/i18n', language), path.join(bundledCatalogs, language), {
    recursive: true,
  });

writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
