import { z } from 'zod';
import { ruleLogActions, ruleMailKinds, type ruleNotificationTypes } from '../../../common/contracts/rules';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../notifications/notification-types';
import { ruleRoutes } from './rule.routes';
import { createRuleService, type RuleService } from './rule.service';

declare module '../../area' {
  interface AreaServices {
    rules: RuleService;
  }
}

/**
 * Business rules (001 §2.15): the admin screen's API, the hourly job that runs each active rule at
 * 09:00 in its time zone (one instance per tick: plugins/jobs.ts), and the reminder type whose e-mail
 * choice members set in their notification preferences (and the mail's link turns off).
 */
export const rulesModule = defineArea({
  name: 'rules',
  build: ({ db, mail, logs, log, config }) => ({
    rules: createRuleService({ db, mail, logs, log, publicUrl: config.publicUrl, secret: config.authSecret }),
  }),
  routes: ({ rules }) => [mount(ruleRoutes, { prefix: '/api/v1', rules })],
  jobs: [{ name: 'business-rules', schedule: '0 * * * *', run: ({ rules }, now) => rules.runScheduled(now) }],
  notifications: {
    rule_reminder: defineNotification({
      data: { step: z.string() },
      link: () => '/profile/complete',
      emailByDefault: true,
      template: { title: 'Rappel', body: 'Étape {step} : pensez à compléter votre profil.' },
    }),
  } satisfies Record<(typeof ruleNotificationTypes)[number], NotificationSpec>,
  logActions: ruleLogActions,
  mailKinds: ruleMailKinds,
});
