// Builds when the build is missing or older than the sources (`npm start`, `npm run backup`, `restore`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = path.join(root, 'dist/.build-stamp');

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
};

const isStale = (bundles) => {
  if (!existsSync(stamp) || bundles.some((bundle) => !existsSync(path.join(root, 'dist/server', bundle)))) {
    return true;
  }
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return sources > statSync(stamp).mtimeMs;
};

/** The path of `dist/server/<bundle>`, built first when stale. */
export const ensureBuild = (bundle) => {
  if (isStale(['main.js', 'ops.js'])) {
    console.log('Building Sankofa (first start or sources changed)…');
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  return path.join(root, 'dist/server', bundle);
};
