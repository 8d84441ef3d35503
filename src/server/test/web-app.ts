import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TestApp } from './build-test-app';

/** A built web client's page, reduced to what the share previews replace: the title and the description. */
export const webShell =
  '<!doctype html><html lang="fr"><head><title>Sankofa</title><meta name="description" content="defaut"></head><body><div id="root"></div></body></html>';

/**
 * A second app on `t`'s database and configuration that serves a web build of one page (`indexHtml`),
 * as production serves the share previews; `use` drives it, and it is closed after.
 */
export const withWebApp = async (
  t: TestApp,
  use: (app: FastifyInstance) => Promise<void>,
  indexHtml = webShell,
): Promise<void> => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'sankofa-web-'));
  writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  const app = await buildApp({ config: t.config, database: t.database, logger: false, webDir });
  try {
    await use(app);
  } finally {
    await app.close();
  }
};
