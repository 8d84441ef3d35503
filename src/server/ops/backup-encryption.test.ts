import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rowsOf } from '../lib/db';
import { createS3Storage } from '../plugins/storage-s3';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { startFakeS3 } from '../test/fake-s3';
import { listFiles } from './archive';
import { writeBackup } from './backup';
import { encryptedMagic } from './encryption';
import { RestoreRefused, restoreBackup } from './restore';

/*
 * Encrypted backups (BACKUP_PASSPHRASE, issue 35 §4): scrypt + AES-256-GCM with node:crypto, the archive
 * owner-only; restore reads it with the passphrase and refuses clearly without it or with a wrong one;
 * with object storage, each backup is also copied to the bucket under backups/.
 */

const credentials = {
  accessKeyId: 'sankofa-test',
  secretAccessKey: 'a-secret-the-store-knows',
  region: 'eu-west-3',
};
const passphrase = 'une phrase secrète assez longue';
let t: TestApp;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let work: string;
let archive: string;

const profileCount = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    return rowsOf(await database.db.execute(sql`select count(*)::int as n from profiles`))[0]?.n;
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'sankofa-backup-enc-'));
  t = await buildTestApp({ dataDir: path.join(work, 'source') });
  await createUser(t.app, t.database.db);
  s3 = await startFakeS3(credentials);
  archive = path.join(work, 'sankofa.tar.gz.enc');
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe('encrypted backups', { timeout: 120_000 }, () => {
  it('writes an owner-only encrypted archive, copies it to the bucket and restores it with the passphrase', async () => {
    await writeBackup({
      database: t.database,
      dataDir: path.join(work, 'source'),
      out: archive,
      passphrase,
      copyTo: createS3Storage({
        ...credentials,
        endpoint: s3.endpoint,
        bucket: 'sankofa',
        forcePathStyle: true,
      }),
    });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, encryptedMagic.length).equals(encryptedMagic)).toBe(true);
    const copied = [...s3.objects.entries()].find(([key]) => key.endsWith('/backups/sankofa.tar.gz.enc'));
    expect(copied?.[1].equals(bytes)).toBe(true);

    const copy = path.join(work, 'copy');
    const manifest = await restoreBackup({ archive, dataDir: copy, passphrase });
    expect(manifest.tables.find((table) => table.name === 'profiles')?.rows).toBe(1);
    expect(await profileCount(copy)).toBe(1);
  });

  it('refuses an encrypted archive without the passphrase or with a wrong one, touching nothing', async () => {
    const dataDir = path.join(work, 'never');
    await expect(restoreBackup({ archive, dataDir })).rejects.toThrow(/chiffrée.*BACKUP_PASSPHRASE/);
    const wrong = restoreBackup({ archive, dataDir, passphrase: 'pas la bonne phrase secrète' });
    await expect(wrong).rejects.toThrow(RestoreRefused);
    await expect(wrong).rejects.toThrow(/ne correspond pas/);
    expect(await listFiles(dataDir)).toEqual([]);
  });
});
