import type { MantineColor } from '@mantine/core';
import type { OutboxMail } from '../../../../common/contracts/admin';

/** Actions the server writes to the log (see the `logs.record` calls), with their badge colour. */
export const logActions = {
  unauthorized_access_attempt: 'red',
  admin_promoted: 'grape',
  settings_updated: 'indigo',
  asset_uploaded: 'sankofa',
  asset_removed: 'gray',
  invitation_sent: 'ochre',
} as const satisfies Record<string, MantineColor>;

export type LogAction = keyof typeof logActions;
export const logActionNames = Object.keys(logActions) as LogAction[];

export const isLogAction = (value: string): value is LogAction => Object.hasOwn(logActions, value);

/** The label of an action: its catalog text, or the raw name for an action this screen does not know. */
export const logActionLabel = (action: string, t: (key: string) => string): string =>
  isLogAction(action) ? t(`admin.logs.actions.${action}`) : action;

/** Kinds of mails the server sends (auth hooks, invitations). */
const mailKinds = ['verification', 'magic_link', 'invitation'] as const;

export const mailKindLabel = (kind: string, t: (key: string) => string): string =>
  (mailKinds as readonly string[]).includes(kind) ? t(`admin.mails.kinds.${kind}`) : kind;

export const mailStatusColor: Record<OutboxMail['status'], MantineColor> = {
  outbox: 'ochre',
  sent: 'sankofa',
  failed: 'red',
};
