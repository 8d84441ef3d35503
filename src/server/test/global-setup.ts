import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tarball path), so each test file skips initdb and migrations. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is copied from. */
    pgTemplate: string;
  }
}

/** Runs once per `vitest run`: migrates one PGlite database and dumps it for the test files. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `sankofa_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    await database.migrate();
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('pgTemplate', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const dump = await database.dumpTemplate?.();
  await database.close();
  if (!dump) throw new Error('PGlite template dump failed');
  const file = path.join(tmpdir(), `sankofa-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
}
