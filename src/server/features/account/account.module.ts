import path from 'node:path';
import { z } from 'zod';
import {
  accountLogActions,
  accountMailKinds,
  type accountNotificationTypes,
} from '../../../common/contracts/account';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import type { AreaBuckets, BucketsOf } from '../../plugins/storage';
import { accountRoutes } from './account.routes';
import { type AccountService, createAccountService } from './account.service';
import { type AccountDeletionService, createAccountDeletionService } from './account-deletion.service';
import { type AccountDigestService, createAccountDigestService } from './account-digest.service';
import { type AccountSessionService, createAccountSessionService } from './account-session.service';
import { createDataExportService, type DataExportService } from './data-export.service';

declare module '../../area' {
  interface AreaServices {
    accountService: AccountService;
    accountDeletions: AccountDeletionService;
    accountExports: DataExportService;
    accountSessions: AccountSessionService;
    accountDigests: AccountDigestService;
  }
}

/** Members' data exports, downloaded by their owner only. */
const accountBuckets = { 'account-exports': 'private' } as const satisfies AreaBuckets;
declare module '../../plugins/storage' {
  interface Buckets extends BucketsOf<typeof accountBuckets> {}
}

/**
 * The settings hub (issue 22 §1, §4, §5): preferences, e-mail change, sessions, the weekly digest, the
 * data export and the account's deletion after its grace period.
 */
export const accountModule = defineArea({
  name: 'account',
  memberData: {
    tables: {
      account_settings: { label: 'Préférences du compte' },
      data_exports: { excluded: 'Les exports eux-mêmes : techniques, sans donnée du membre.' },
    },
  },
  buckets: accountBuckets,
  build: (deps) => {
    const { authSecret: secret, publicUrl, dataDir } = deps.config;
    return {
      accountService: createAccountService({ ...deps, secret, publicUrl }),
      accountDeletions: createAccountDeletionService({ ...deps, secret, publicUrl }),
      // Built on disk (`DATA_DIR/tmp`), not in a RAM-backed /tmp.
      accountExports: createDataExportService({ ...deps, secret, workDir: path.join(dataDir, 'tmp') }),
      accountSessions: createAccountSessionService(deps),
      accountDigests: createAccountDigestService({ ...deps, publicUrl }),
    };
  },
  routes: ({ accountService, accountDeletions, accountExports, accountSessions }) => [
    mount(accountRoutes, {
      prefix: '/api/v1',
      accountService,
      accountDeletions,
      accountExports,
      accountSessions,
    }),
  ],
  jobs: [
    {
      // Exports a crash or another instance left pending; expired export files.
      name: 'account-exports',
      schedule: '* * * * *',
      run: async ({ accountExports }, now) => {
        await accountExports.runExports(now);
      },
    },
    {
      // Deletions past their 14 days (issue 22 §5).
      name: 'account-deletions',
      schedule: '30 3 * * *',
      run: async ({ accountDeletions, log }, now) => {
        log.info(await accountDeletions.purgeDue(now), 'account deletions');
      },
    },
    {
      // The weekly digest, Monday 07:00 UTC.
      name: 'account-weekly-digest',
      schedule: '0 7 * * 1',
      run: async ({ accountDigests }, now) => {
        await accountDigests.sendDigests(now);
      },
    },
  ],
  notifications: {
    data_export_ready: defineNotification({
      causer: 'platform',
      data: { export_id: z.guid() },
      link: () => '/settings/data',
      emailByDefault: true,
      template: {
        title: 'Vos données sont prêtes',
        body: 'L’export de vos données est prêt : téléchargez-le depuis « Mes données » dans les 7 jours.',
      },
    }),
  } satisfies Record<(typeof accountNotificationTypes)[number], NotificationSpec>,
  logActions: accountLogActions,
  mailKinds: accountMailKinds,
});
