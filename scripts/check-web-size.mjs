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
/**
 * Scripts a member's page fetches before it runs, each a request on a slow phone: issue 34 aims at ~15;
 * grouping the shared chunks (vite.config.ts) took them from 110-150 to 33-47, and this keeps them there.
 */
const routeScriptBudget = 50;
/** The other member pages measured: at most their size before issue 34 (the blog keeps its 300 KB). */
const memberPageBudgetKb = 320;
/** A signed-in page: the area's route table and the page module, loaded within `budgetKb`. */
const memberPage = (routePath, area, page, budgetKb = memberPageBudgetKb) => ({
  path: routePath,
  budgetKb,
  modules: [`features/${area}/routes.tsx`, `features/${area}/pages/${page}.tsx`],
});
/**
 * Routes checked: the area's route table and the page module (their lazy imports, e.g. the editor, aside),
 * the signed-in pages bench/lighthouse.mjs measures.
 */
const routes = [
  memberPage('/feed', 'feed', 'FeedPage'),
  memberPage('/profile/{id}', 'profiles', 'ProfilePage'),
  memberPage('/network', 'network', 'NetworkPage'),
  memberPage('/messages', 'messages', 'MessagesPage'),
  memberPage('/groups/{id}', 'groups', 'GroupPage'),
  memberPage('/blog', 'blog', 'BlogPage', routeBudgetKb),
  memberPage('/blog/{slug}', 'blog', 'PostPage', routeBudgetKb),
  memberPage('/emplois', 'job-offers', 'JobsPage'),
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--dist=DIR`: another build's output (a chunking experiment built with `vite build --outDir DIR`).
const dist = path.resolve(
  process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? path.join(root, 'dist/web'),
);
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

/** Which chunk holds each module and each chunk's static imports (vite.config.ts, `chunkMap`). */
/** @type {{ modules: Record<string, string>, imports: Record<string, string[]> }} */
const chunkMap = JSON.parse(readFileSync(path.join(dist, '.vite/chunks.json'), 'utf8'));

/** The chunks holding the modules and their static imports, transitively: what the browser fetches. */
const closureOf = (keys) => {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of chunkMap.imports[file] ?? []) visit(imported);
  };
  for (const key of keys) {
    const file = key === entryKey ? manifest[key].file : chunkMap.modules[key];
    if (!file) throw new Error(`No chunk holds ${key}: update scripts/check-web-size.mjs.`);
    visit(file);
  }
  return found;
};

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
const jsKbOf = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

// The entry and its static imports: what the browser fetches before the landing runs.
const firstLoad = closureOf([entryKey]);
const chunks = [...firstLoad].map((file) => ({ file, kb: gzipKb(file) }));
const totalKb = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);
const cssKb = Object.values(manifest)
  .filter((chunk) => firstLoad.has(chunk.file))
  .flatMap((chunk) => chunk.css ?? [])
  .reduce((sum, file) => sum + gzipKb(file), 0);

for (const chunk of chunks.sort((a, b) => b.kb - a.kb))
  console.log(`  ${chunk.kb.toFixed(1).padStart(6)} kB  ${chunk.file}`);
console.log(`  (render-blocking CSS, outside the budget: ${cssKb.toFixed(1)} kB)`);
let isOver = totalKb > budgetKb;
console.log(
  `landing first load: ${totalKb.toFixed(2)} kB of gzipped JS, budget ${budgetKb} kB: ${totalKb > budgetKb ? 'OVER' : 'ok'}`,
);
/**
 * Mantine's menu, tooltip and modal load on a member's first intent (components/overlays/load-overlays.ts):
 * a page that imports one again brings them, and floating-ui, back into its first load.
 */
const overlayModuleOf = (name) => `../../node_modules/@mantine/core/esm/components/${name}/${name}.mjs`;
const overlayNames = ['Menu', 'Tooltip', 'Modal'];
for (const route of routes) {
  const loaded = closureOf([entryKey, ...memberShell, ...route.modules]);
  const overlays = overlayNames.filter((name) => loaded.has(chunkMap.modules[overlayModuleOf(name)]));
  if (overlays.length > 0) {
    isOver = true;
    console.log(
      `${route.path} (member): loads Mantine's overlays with the page (${overlays.join(', ')}): OVER`,
    );
  }
  const kb = jsKbOf(loaded);
  const { budgetKb } = route;
  const isRouteOver = kb > budgetKb || loaded.size > routeScriptBudget;
  isOver ||= isRouteOver;
  console.log(
    `${route.path} (member): ${kb.toFixed(1)} kB of gzipped JS in ${loaded.size} scripts, budget ${budgetKb} kB in ${routeScriptBudget}: ${isRouteOver ? 'OVER' : 'ok'}`,
  );
}
process.exitCode = isOver ? 1 : 0;
