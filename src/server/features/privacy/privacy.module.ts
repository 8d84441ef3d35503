import { privacyLogActions } from '../../../common/contracts/privacy';
import { defineArea, mount } from '../../area';
import { adminReportRoutes, privacyRoutes } from './privacy.routes';
import { createPrivacyService, type PrivacyService } from './privacy.service';
import { createReportService, type ReportService } from './report.service';

declare module '../../area' {
  interface AreaServices {
    privacy: PrivacyService;
    reports: ReportService;
  }
}

/**
 * Privacy (issue 22 §2–3): who sees the e-mail and the city, the directory and search-engine
 * opt-outs, blocks (the rule itself, platform/blocks.ts, is applied by each area's reads) and the reports
 * of members, posts, comments, messages and groups with the one staff queue.
 */
export const privacyModule = defineArea({
  name: 'privacy',
  memberData: {
    tables: {
      reports: { label: 'Signalements envoyés', by: ['reporter_id'] },
      profile_privacy: { label: 'Paramètres de confidentialité' },
      // The member's own blocks only: who blocked them is the other member's business.
      blocks: { label: 'Membres bloqués', by: ['blocker_id'] },
    },
  },
  // Copies of `deps`, not `deps` itself: it throws on any key no area built, such as the optional `now`.
  build: (deps) => ({
    privacy: createPrivacyService({ ...deps }),
    reports: createReportService({ ...deps }),
  }),
  routes: ({ privacy, reports }) => [mount(privacyRoutes, { prefix: '/api/v1', privacy, reports })],
  adminRoutes: ({ reports }) => [mount(adminReportRoutes, { reports })],
  logActions: privacyLogActions,
});
