// Gzipped JS against DESIGN.md §6, from the build's manifest (no browser, under a second): the landing's
// first load (≤ 150 KB), and routes that must stay within 300 KB outside the lazy editor (issue 16: the
// blog's list and article). Gzipped as bench/web-size.mjs does, which measures in a browser. Run after
// `node scripts/build.mjs`; `npm test` runs it right after its build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// DESIGN §6 allows 150 KB; the area kit (issue 12) brought the landing under 130 and keeps it there.
const budgetKb = 130;
const routeBudgetKb = 300;
/**
 * What a page route loads after the entry, for a signed-in member (the heavier case): Mantine's
 * runtime and notifications, the header's member menus and the realtime sync. Keys of the manifest.
 */
const memberShell = [
  'app/mantine/runtime.tsx',
  '../../node_modules/@mantine/notifications/esm/index.mjs',
  'app/shell/MemberActions.tsx',
  'features/realtime/RealtimeSync.tsx',
  'features/messages/realtime.ts',
  'features/network/realtime.ts',
  'features/notifications/realtime.ts',
];
/** Routes checked: the area's route table and the page module (their lazy imports, e.g. the editor, aside). */
const routes = [
  { path: '/blog', modules: ['features/blog/routes.tsx', 'features/blog/pages/BlogPage.tsx'] },
  { path: '/blog/{slug}', modules: ['features/blog/routes.tsx', 'features/blog/pages/PostPage.tsx'] },
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/web');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: run node scripts/build.mjs first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry.');
  process.exit(1);
}

/** The modules and their static imports, transitively: what the browser fetches for them. */
const closureOf = (keys) => {
  const found = new Set();
  const visit = (key) => {
    if (found.has(key)) return;
    if (!manifest[key]) throw new Error(`The manifest has no ${key}: update scripts/check-web-size.mjs.`);
    found.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return found;
};

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
const jsKbOf = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);

// The entry and its static imports: what the browser fetches before the landing runs.
const firstLoad = closureOf([entryKey]);
const chunks = [...firstLoad].map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }));
const totalKb = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);
const cssKb = [...firstLoad]
  .flatMap((key) => manifest[key].css ?? [])
  .reduce((sum, file) => sum + gzipKb(file), 0);

for (const chunk of chunks.sort((a, b) => b.kb - a.kb))
  console.log(`  ${chunk.kb.toFixed(1).padStart(6)} kB  ${chunk.file}`);
console.log(`  (render-blocking CSS, outside the budget: ${cssKb.toFixed(1)} kB)`);
let isOver = totalKb > budgetKb;
console.log(
  `landing first load: ${totalKb.toFixed(1)} kB of gzipped JS, budget ${budgetKb} kB: ${totalKb > budgetKb ? 'OVER' : 'ok'}`,
);
for (const route of routes) {
  const kb = jsKbOf(closureOf([entryKey, ...memberShell, ...route.modules]));
  isOver ||= kb > routeBudgetKb;
  console.log(
    `${route.path} (member): ${kb.toFixed(1)} kB of gzipped JS, budget ${routeBudgetKb} kB: ${kb > routeBudgetKb ? 'OVER' : 'ok'}`,
  );
}
process.exitCode = isOver ? 1 : 0;
