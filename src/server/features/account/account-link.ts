import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { MailRequest, MailService } from '../../platform/mail/mail.service';
import { replaceVerification } from '../../platform/verifications';
import { signerOf } from './signer';

/**
 * The links the account mails (an e-mail change, a deletion without a password): claims as base64url
 * JSON and their signature under the auth secret. Each names its purpose (`p`) and its expiry (`x`, ms).
 */
export const accountLinksOf = (secret: string) => {
  const { sign, sameSignature } = signerOf(secret);
  return {
    /** A mailed link's token: its claims (base64url JSON) and their signature. */
    linkToken: (claims: Record<string, string | number>) => {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${sign(`account-link:${body}`)}`;
    },

    /**
     * The claims of a token made for `purpose`, unexpired at `now`; throws `account_link_invalid`
     * (forged, malformed, another purpose) or `account_link_expired`.
     */
    readLinkToken: (token: string, purpose: string, now: number): Record<string, unknown> => {
      const [body, signature, extra] = token.split('.');
      if (
        !body ||
        !signature ||
        extra !== undefined ||
        !sameSignature(signature, sign(`account-link:${body}`))
      ) {
        throw new AppError('account_link_invalid');
      }
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw new AppError('account_link_invalid');
      }
      if (!claims || typeof claims !== 'object') throw new AppError('account_link_invalid');
      const record = claims as Record<string, unknown>;
      if (record.p !== purpose || typeof record.x !== 'number') throw new AppError('account_link_invalid');
      if (record.x <= now) throw new AppError('account_link_expired');
      return record;
    },
  };
};

/**
 * What a pending link keeps (its nonce, and what else binds it) and the mail carrying it, written together
 * (issue 36 §1): never one without the other.
 */
export const storeLinkAndMail = (
  deps: Pick<AreaDeps, 'db'> & { mail: Pick<MailService, 'send'> },
  identifier: string,
  value: string,
  expiresAt: Date,
  mail: MailRequest,
) =>
  deps.db.transaction(async (tx) => {
    await replaceVerification(tx, identifier, value, expiresAt);
    await deps.mail.send(mail, tx);
  });
