// The landing's first load against DESIGN.md §6 (≤ 150 KB of gzipped JS), from the build's manifest:
// the entry chunk and every chunk it imports statically, gzipped as bench/web-size.mjs does. No browser,
// under a second. Run after `node scripts/build.mjs`; `npm test` runs it right after its build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// DESIGN §6 allows 150 KB; the area kit (issue 12) brought the landing under 130 and keeps it there.
const budgetKb = 130;
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

// The entry and its static imports, transitively: what the browser fetches before the landing runs.
const firstLoad = new Set();
const visit = (key) => {
  if (firstLoad.has(key)) return;
  firstLoad.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
const chunks = [...firstLoad].map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }));
const totalKb = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);
const cssKb = [...firstLoad]
  .flatMap((key) => manifest[key].css ?? [])
  .reduce((sum, file) => sum + gzipKb(file), 0);

for (const chunk of chunks.sort((a, b) => b.kb - a.kb))
  console.log(`  ${chunk.kb.toFixed(1).padStart(6)} kB  ${chunk.file}`);
console.log(`  (render-blocking CSS, outside the budget: ${cssKb.toFixed(1)} kB)`);
const isOver = totalKb > budgetKb;
console.log(
  `landing first load: ${totalKb.toFixed(1)} kB of gzipped JS, budget ${budgetKb} kB: ${isOver ? 'OVER' : 'ok'}`,
);
process.exitCode = isOver ? 1 : 0;
