import type { MantineColor } from '@mantine/core';
import type { OutboxMail } from '../../../../common/contracts/admin';
import {
  isLogAction,
  isMailKind,
  type LogAction,
  logActionLabelKey,
  logActions,
  mailKindLabelKey,
} from '../../../../common/registry';

/**
 * The badge colour of each action the server logs. Typed by the registry (common/registry.ts), so an
 * area that adds an action does not compile until it has a colour here; its label is in the catalogs.
 */
const logActionColors: Record<LogAction, MantineColor> = {
  unauthorized_access_attempt: 'red',
  admin_promoted: 'grape',
  settings_updated: 'indigo',
  asset_uploaded: 'sankofa',
  asset_removed: 'gray',
  invitation_sent: 'ochre',
  avatar_uploaded: 'sankofa',
  profile_contact: 'indigo',
};

/** The log filter's choices, in the registry's order. */
export const logActionNames: readonly LogAction[] = logActions;

export const logActionColor = (action: string): MantineColor =>
  isLogAction(action) ? logActionColors[action] : 'gray';

/** The label of an action: its catalog text, or the raw name of an action this version retired. */
export const logActionLabel = (action: string, t: (key: string) => string): string =>
  isLogAction(action) ? t(logActionLabelKey(action)) : action;

export const mailKindLabel = (kind: string, t: (key: string) => string): string =>
  isMailKind(kind) ? t(mailKindLabelKey(kind)) : kind;

export const mailStatusColor: Record<OutboxMail['status'], MantineColor> = {
  outbox: 'ochre',
  sent: 'sankofa',
  failed: 'red',
};
