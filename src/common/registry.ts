import { adminLogActions } from './contracts/admin';
import { authMailKinds } from './contracts/auth';
import { blogNotificationTypes } from './contracts/blog';
import { connectionNotificationTypes } from './contracts/connections';
import { feedNotificationTypes } from './contracts/feed';
import { invitationLogActions, invitationMailKinds } from './contracts/invitations';
import { messageNotificationTypes } from './contracts/messages';
import { profileLogActions, profileMailKinds } from './contracts/profiles';
import { settingsLogActions } from './contracts/settings';

/*
 * The registries every area adds to: notification types, log actions, mail kinds. Each area declares
 * its own values in its contract (`<area>NotificationTypes`, `<area>LogActions`, `<area>MailKinds`),
 * its server module lists them, and this file collects them for the server's types and the web's
 * labels (the web may not import server code). `src/server/areas.test.ts` checks that each value is
 * declared by exactly one module and has its label in every catalog.
 *
 * This file must not import `contracts/notifications.ts` (which builds its enum from here).
 */

/** Every notification type, in the order the preferences list shows them. */
export const notificationTypes = [
  ...connectionNotificationTypes,
  ...messageNotificationTypes,
  ...blogNotificationTypes,
  ...feedNotificationTypes,
] as const;
type NotificationTypeName = (typeof notificationTypes)[number];

/** The notifications area mails each type under its own kind, so the outbox tells them apart. */
export const notificationMailKind = <T extends NotificationTypeName>(type: T) =>
  `notification_${type}` as const;
export const notificationMailKinds = notificationTypes.map(notificationMailKind);

/** Every action the log records (`logs.record(userId, action)`), in the log viewer's filter order. */
export const logActions = [
  ...adminLogActions,
  ...settingsLogActions,
  ...invitationLogActions,
  ...profileLogActions,
] as const;
export type LogAction = (typeof logActions)[number];

/** Every kind of mail the outbox records (`mail.send({ kind })`). */
export const mailKinds = [
  ...authMailKinds,
  ...invitationMailKinds,
  ...profileMailKinds,
  ...notificationMailKinds,
] as const;
export type MailKind = (typeof mailKinds)[number];

const logActionSet: ReadonlySet<string> = new Set(logActions);
const mailKindSet: ReadonlySet<string> = new Set(mailKinds);

/** Whether a stored action is one this version knows (older rows may hold retired ones). */
export const isLogAction = (value: string): value is LogAction => logActionSet.has(value);

export const isMailKind = (value: string): value is MailKind => mailKindSet.has(value);

/** The catalog key of a log action's label (every catalog has one for each action). */
export const logActionLabelKey = (action: LogAction) => `admin.logs.actions.${action}` as const;

/** The catalog key of a mail kind's label. */
export const mailKindLabelKey = (kind: MailKind) => `admin.mails.kinds.${kind}` as const;

/** The catalog key of a notification type's name (preferences, admin templates). */
export const notificationTypeLabelKey = (type: NotificationTypeName) =>
  `notifications.types.${type}` as const;
