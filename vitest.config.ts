import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores (vitest keeps one free by default): each file has its own database and data directory.
    maxWorkers: 2,
    // A worker imports the server once and runs its files one after the other: re-importing the whole
    // module graph for each of ~100 files cost 2–5 s a file. Each file still builds its own app and
    // database (build-test-app.ts), so no state is shared but the modules' own.
    isolate: false,
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
