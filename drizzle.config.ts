import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file of the folder: an area adds its tables in its own file (index.ts re-exports the platform's).
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
