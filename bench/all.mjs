// `npm run bench`: every load bench listed below, in turn, on the PostgreSQL of DATABASE_URL,
// after making sure its data set is there (the seeds do nothing when it is), into one results file:
// bench/results/<time>.md, which starts with the load average at the start. Options are passed on
// (`--seconds=8 --repeat=3 --closed-seconds=6 --concurrency=8 --only=name --rate-factor=1`);
// `--benches=network,feed` runs only those benches.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.DATABASE_URL) {
  console.error('npm run bench needs DATABASE_URL (a PostgreSQL database it may fill: DESIGN.md §6).');
  process.exit(1);
}
const results = path.join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
const args = process.argv.slice(2);
const run = (file, extra = [], env = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, file), ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

if (!args.includes('--no-seed'))
  for (const seed of [
    'seed-scale.ts',
    'seed-scale-feed.ts',
    'seed-scale-messages.ts',
    'seed-scale-jobs.ts',
    'seed-scale-companies.ts',
    'seed-scale-groups.ts',
    'seed-scale-audience.ts',
    'seed-scale-mentors.ts',
    'seed-scale-pricing-stats.ts',
    'seed-scale-events.ts',
    'seed-scale-projects.ts',
    'seed-scale-blog.ts',
    'seed-scale-tenders.ts',
  ])
    run(`scripts/${seed}`);
const chosen = args
  .find((arg) => arg.startsWith('--benches='))
  ?.slice('--benches='.length)
  .split(',');
for (const bench of [
  'network',
  'feed',
  'messages',
  'admin-users',
  'jobs',
  'companies',
  'groups',
  'audience',
  'mentors',
  'pricing-stats',
  'events',
  'projects',
  'blog',
  'tenders',
  'stats',
  'search',
].filter((name) => !chosen || chosen.includes(name)))
  run(
    `bench/${bench}.mjs`,
    args.filter((arg) => arg !== '--no-seed' && !arg.startsWith('--benches=')),
    { BENCH_RESULTS: results },
  );
console.log(`\nAll results: ${path.relative(root, results)}`);
