import type { AreaDeps } from '../area';

/**
 * What a service of members' content (articles, events, job offers, tenders, projects, groups) is built
 * with, each named once: the database, the notifications and log rows it writes, the media bucket its
 * images and files go to and the logger (as the platform and the notifications area give them), the
 * creator's storage quota, and the clock. The service adds its own beside them, and leaves out (`Omit`)
 * what it does not use.
 */
export type ContentServiceDeps = Pick<AreaDeps, 'db' | 'notifications' | 'logs' | 'storage' | 'log'> & {
  /** A member's storage quota, in bytes (`STORAGE_QUOTA_MB`): covers, logos and files count in their creator's. */
  storageQuotaBytes: number;
  /** The clock (tests move it). */
  now?: () => Date;
};
