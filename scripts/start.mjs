// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const isStale = () => {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js'))) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return sources > statSync(stamp).mtimeMs;
};

if (isStale()) {
  console.log('Building Sankofa (first start or sources changed)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
