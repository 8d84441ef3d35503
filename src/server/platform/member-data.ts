import type { DbOrTx } from '../db/client';
import type { Bucket, StorageDriver } from '../plugins/storage';

/*
 * A member's data, as each area declares it (`memberData` in its module): the tables holding the
 * member's rows, and how 'Télécharger mes données' exports each (issue 22 §4), and the stored files the
 * area keeps for them, which the export puts in the ZIP and the account's deletion removes. The account
 * area reads the collected declarations; an area adding a member table or file declares it beside its
 * code, not in the account's folder. `account-data.routes.test.ts` fails when a member table (found from
 * the schema's foreign keys) is declared by no area.
 */

/** A table whose rows of the member go in the export. */
export interface ExportedTable {
  /** The data set's name in the index (French, as the member reads it). */
  label: string;
  /** The member columns that select the rows; every member column of the table when absent. */
  by?: readonly string[];
  /** Columns left out of the file (secrets). */
  omit?: readonly string[];
  /** A boolean column marking deleted rows: those are left out (a deleted message is gone for good). */
  deletedFlag?: string;
  /**
   * Rows that concern the member through another of their rows: `column` holds the id of a `table` row
   * whose `memberColumn` is the member (the requests and reviews a mentor received: `mentor_id` →
   * `mentors.profile_id`).
   */
  through?: { column: string; table: string; memberColumn: string };
}

/** A member table left out of the export, with the reason (French, for the reviewer). */
export interface ExcludedTable {
  excluded: string;
}

export type ExportPlanEntry = ExportedTable | ExcludedTable;

export const isExcluded = (entry: ExportPlanEntry): entry is ExcludedTable => 'excluded' in entry;

/** One stored file of a member. */
export interface StoredFile {
  bucket: Bucket;
  key: string;
}

/** What an area declares of a member's data. */
export interface MemberData {
  /** Its tables holding a member's rows, by table name. */
  tables?: Readonly<Record<string, ExportPlanEntry>>;
  /** The member's files it stores (an avatar, images they sent, annexes), read from its tables. */
  files?: (db: DbOrTx, storage: StorageDriver, userId: string) => Promise<StoredFile[]>;
}

/** Every area's declarations, collected: the export plan and the readers of a member's files. */
export interface MemberDataRegistry {
  plan: Readonly<Record<string, ExportPlanEntry>>;
  files(db: DbOrTx, storage: StorageDriver, userId: string): Promise<StoredFile[]>;
}

/** The platform's own member table: the activity log (`platform/logs`). */
export const platformMemberData: MemberData = {
  tables: { logs: { label: 'Journal d’activité' } },
};

/** The areas' declarations (in the list's order, after the platform's) as one registry. */
export const memberDataRegistry = (declared: readonly MemberData[]): MemberDataRegistry => {
  const all = [platformMemberData, ...declared];
  const readers = all.flatMap((data) => (data.files ? [data.files] : []));
  return {
    plan: Object.assign({}, ...all.map((data) => data.tables ?? {})),
    async files(db, storage, userId) {
      const found: StoredFile[] = [];
      for (const read of readers) found.push(...(await read(db, storage, userId)));
      return found;
    },
  };
};

/** Files of `bucket` by key. */
export const filesIn = (bucket: Bucket, keys: readonly string[]): StoredFile[] =>
  keys.map((key) => ({ bucket, key }));

/** The files behind addresses of the `media` bucket (covers, logos, images); an address elsewhere is not ours. */
export const mediaFiles = (storage: StorageDriver, urls: readonly (string | null)[]): StoredFile[] =>
  urls.flatMap((url) => {
    const key = url ? storage.keyOf('media', url.split('?')[0] ?? '') : undefined;
    return key ? [{ bucket: 'media' as const, key }] : [];
  });
