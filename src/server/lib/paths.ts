import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from `src/` (tsx, vitest) or `dist/` (bundle). */
const findRoot = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
};

export const projectRoot = findRoot();
export const migrationsDir = path.join(projectRoot, 'src/server/db/migrations');
export const webDistDir = path.join(projectRoot, 'dist/web');
