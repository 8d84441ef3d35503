import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../lib/db';
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

/**
 * A table whose rows are the member's through their e-mail address rather than their id (the mails
 * sent to them, a newsletter subscription): exported, and deleted with the account.
 */
export interface AddressedTable {
  /** The data set's name in the index (French, as the member reads it). */
  label: string;
  /** The column holding the address (stored lower-cased). */
  column: string;
  /** The primary key's column (the export reads in keyset pages). */
  key: string;
  /** Columns left out of the file (a mail's body may still hold a sign-in link). */
  omit?: readonly string[];
}

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
  /** Its tables holding rows by the member's address, by table name. */
  addressed?: Readonly<Record<string, AddressedTable>>;
}

/** Every area's declarations, collected: the export plan and the readers of a member's files. */
export interface MemberDataRegistry {
  plan: Readonly<Record<string, ExportPlanEntry>>;
  files(db: DbOrTx, storage: StorageDriver, userId: string): Promise<StoredFile[]>;
  addressed: Readonly<Record<string, AddressedTable>>;
  /** Deletes the rows of the addressed tables at the member's address (the account's deletion). */
  forgetAddress(db: DbOrTx, userId: string): Promise<number>;
}

/**
 * The platform's own member tables: the activity log (`platform/logs`), and the copies of the mails
 * sent to the member and their address's bounce (`platform/mail`). A mail's copy leaves out its body and
 * link: the subject, kind and dates say what was sent.
 */
export const platformMemberData: MemberData = {
  tables: { logs: { label: 'Journal d’activité' } },
  addressed: {
    mail_outbox: {
      label: 'E-mails envoyés',
      column: 'to_address',
      key: 'id',
      omit: ['html', 'text', 'link', 'headers'],
    },
    mail_bounces: { label: 'Adresse en échec de distribution', column: 'address', key: 'address' },
  },
};

/** The member's address, lower-cased as the addressed tables keep it; undefined once they are gone. */
export const memberAddress = async (db: DbOrTx, userId: string): Promise<string | undefined> => {
  const [row] = rowsOf(await db.execute(sql`select lower(email) as email from users where id = ${userId}`));
  return row ? String(row.email) : undefined;
};

/** The areas' declarations (in the list's order, after the platform's) as one registry. */
export const memberDataRegistry = (declared: readonly MemberData[]): MemberDataRegistry => {
  const all = [platformMemberData, ...declared];
  const readers = all.flatMap((data) => (data.files ? [data.files] : []));
  const addressed: Record<string, AddressedTable> = Object.assign(
    {},
    ...all.map((data) => data.addressed ?? {}),
  );
  return {
    plan: Object.assign({}, ...all.map((data) => data.tables ?? {})),
    addressed,
    async forgetAddress(db, userId) {
      const address = await memberAddress(db, userId);
      if (!address) return 0;
      let deleted = 0;
      for (const [table, { column }] of Object.entries(addressed)) {
        const gone = await db.execute(
          sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${address} returning 1`,
        );
        deleted += rowsOf(gone).length;
      }
      return deleted;
    },
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
