import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { migrationsDir } from '../lib/paths';

/** Bumped when the archive's layout changes; restore refuses a format it does not know. */
export const archiveFormat = 1;

/**
 * What a backup holds, written as `manifest.json` at the archive's root beside `database/<table>.jsonl`
 * (one `to_jsonb` row a line), `files/<path under DATA_DIR/storage>`, and `auth-secret` and
 * `vapid-keys.json` when the install generated its own, and `dkim.pem` (`dataDirSecrets`). Every table and file carries its SHA-256, checked before anything is restored.
 */
export const BackupManifest = z.object({
  format: z.literal(archiveFormat),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The migrations the database had, in order (drizzle's journal tags). */
  migrations: z.array(z.object({ tag: z.string(), when: z.number() })),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), sha256: z.string() })),
  sequences: z.array(z.object({ name: z.string(), value: z.string() })),
  /** `object-storage`: the uploads live in an S3-compatible bucket, backed up by the store, not here. */
  storage: z.enum(['local', 'object-storage']).default('local'),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  authSecret: z.boolean(),
  /** `vapid-keys.json`, the web push key pair the install generated (issue 40): without it, every device's subscription is lost. Absent before it. */
  vapidKeys: z.boolean().default(false),
  /** `dkim.pem`, the DKIM key `npm run dkim:key` wrote: without it, mail is unsigned until a new key's record is published. */
  dkimKey: z.boolean().default(false),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** The files DATA_DIR's install generated once and cannot regenerate: in the archive, restored mode 600. */
export const dataDirSecrets = [
  { file: 'auth-secret', flag: 'authSecret' },
  { file: 'vapid-keys.json', flag: 'vapidKeys' },
  { file: 'dkim.pem', flag: 'dkimKey' },
] as const;

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, in order. */
export const readJournal = async (folder = migrationsDir): Promise<JournalEntry[]> => {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
};

export const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every regular file under `root`, as paths relative to it with `/` separators, sorted. */
export const listFiles = async (root: string): Promise<string[]> => {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  return found.sort();
};

/** A hard link when both sides share a disk (no copy of a large upload), a copy otherwise. */
export const linkOrCopy = async (from: string, to: string): Promise<void> => {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
};

/** A manifest path is used to build file paths on restore: refuse anything that could leave its folder. */
export const isSafeRelativePath = (relative: string): boolean =>
  relative.length > 0 &&
  !relative.startsWith('/') &&
  !relative.includes('\\') &&
  relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
