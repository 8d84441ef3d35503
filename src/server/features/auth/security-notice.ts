import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import type { MailParams } from '../../platform/mail/mail-template';

/** A change to what protects an account; each has its mail, `mail.<change>` in the catalogs. */
export type SecurityChange =
  | 'passwordChanged'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'totpEnabled'
  | 'totpDisabled'
  | 'recoveryCodesRenewed'
  /** Not a change: the second step's wrong codes reached their limit (someone has the first factor). */
  | 'codesRefused';

export type SecurityNotice = (
  email: string,
  change: SecurityChange,
  options?: { params?: MailParams; tx?: DbOrTx },
) => Promise<void>;

/**
 * The notice mailed to a member at each change to what protects their account (issue 33 §7, audit i):
 * when it was not them, they learn it at once, as from GitHub or Google. An intruder holding a fresh
 * session and the password could otherwise add their own passkey, which signs in alone and outlives a
 * password reset, unnoticed. Essential mail: sent even to an address that bounced, never with an
 * unsubscribe; written in the change's transaction when it has one.
 */
export const createSecurityNotice =
  (deps: Pick<AreaDeps, 'mail'> & { publicUrl: string }): SecurityNotice =>
  async (email, change, options = {}) => {
    await deps.mail.send(
      {
        to: email,
        kind: change === 'passwordChanged' ? 'password_changed' : 'security_changed',
        template: `mail.${change}`,
        params: options.params,
        essential: true,
        link: new URL('/settings/security', deps.publicUrl).toString(),
      },
      options.tx,
    );
  };
