import type { MantineColor } from '@mantine/core';
import type { OutboxMail } from '../../../../common/contracts/admin';
import { logActionLabelKey, mailKindLabelKey } from '../../../../common/registry';
import { hasText } from '../../../lib/i18n';

/**
 * Badge colours of the log viewer. A security event stands out in red; every other action gets a
 * colour of its own from its name, the same on every page and visit, so an area that adds an action
 * adds nothing here.
 */
const logActionAlerts: Readonly<Record<string, MantineColor>> = { unauthorized_access_attempt: 'red' };
const logActionPalette: readonly MantineColor[] = [
  'sankofa',
  'grape',
  'indigo',
  'ochre',
  'cyan',
  'teal',
  'gray',
];

export const logActionColor = (action: string): MantineColor => {
  const alert = logActionAlerts[action];
  if (alert) return alert;
  let hash = 0;
  for (const char of action) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return logActionPalette[hash % logActionPalette.length] ?? 'gray';
};

/** The label of an action: its catalog text (the area's catalog file), or the raw name of a retired one. */
export const logActionLabel = (action: string, t: (key: string) => string): string =>
  hasText(logActionLabelKey(action)) ? t(logActionLabelKey(action)) : action;

export const mailKindLabel = (kind: string, t: (key: string) => string): string =>
  hasText(mailKindLabelKey(kind)) ? t(mailKindLabelKey(kind)) : kind;

export const mailStatusColor: Record<OutboxMail['status'], MantineColor> = {
  queued: 'blue',
  sending: 'blue',
  retrying: 'orange',
  sent: 'sankofa',
  failed: 'red',
  held: 'gray',
  outbox: 'ochre',
};
