import { z } from 'zod';
import { ruleLogActions, ruleMailKinds, type ruleNotificationTypes } from '../../../common/contracts/rules';
import { ruleAdminScreens } from '../../../common/contracts/rules.admin-screens';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { ruleRoutes } from './rule.routes';
import { createRuleService, type RuleService } from './rule.service';

declare module '../../area' {
  interface AreaServices {
    rules: RuleService;
  }
}

/**
 * Business rules (001 §2.15): the admin screen's API, the hourly job that runs each active rule at
 * 09:00 in its time zone (one instance per tick: plugins/jobs.ts), and the reminder type whose two
 * switches members set in their notification preferences: the e-mail (which the mail's link also turns
 * off) and the notification in the app.
 */
export const rulesModule = defineArea({
  name: 'rules',
  memberData: {
    tables: { rule_executions: { label: 'Rappels reçus' } },
  },
  build: (deps) => ({
    rules: createRuleService({
      ...deps,
      publicUrl: deps.config.publicUrl,
      secret: deps.config.authSecret,
    }),
  }),
  routes: ({ rules }) => [mount(ruleRoutes, { prefix: '/api/v1', rules })],
  jobs: [{ name: 'business-rules', schedule: '0 * * * *', run: ({ rules }, now) => rules.runScheduled(now) }],
  notifications: {
    // The in-app half of a reminder (the e-mail is the rule's own template, sent by the engine).
    rule_reminder: defineNotification({
      causer: 'platform',
      data: { step: z.string(), subject: z.string() },
      link: () => '/profile/complete',
      emailByDefault: true,
      template: { title: '{subject}', body: 'Rappel (étape {step}) : pensez à mettre votre profil à jour.' },
    }),
  } satisfies Record<(typeof ruleNotificationTypes)[number], NotificationSpec>,
  logActions: ruleLogActions,
  mailKinds: ruleMailKinds,
  adminScreens: ruleAdminScreens,
});
