import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** What signs every outgoing mail (DKIM, RFC 6376): the sender's domain, the key's selector and the key. */
export interface DkimConfig {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The address of a sender such as `MAIL_FROM`: `a@b` out of `Name <a@b>`, or the whole text when it is one. */
export const mailAddressOf = (mailFrom: string): string => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

/** The mail sender's domain: the part after @ of `MAIL_FROM`'s address (`Name <a@b>` or `a@b`). */
export const mailDomainOf = (mailFrom: string): string => {
  const address = mailAddressOf(mailFrom);
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
};

/**
 * The DKIM settings from `DKIM_PRIVATE_KEY_FILE` (a PEM RSA key of 1024 bits at least), `DKIM_SELECTOR`
 * and `DKIM_DOMAIN` (the sender's domain by default, so DMARC finds the signature aligned with the
 * From). Unset file: no signing (a relay that signs, or the outbox). A key that cannot be read or is
 * not such a key stops the start, naming the variable.
 */
export const dkimOf = (
  env: { DKIM_PRIVATE_KEY_FILE?: string; DKIM_SELECTOR?: string; DKIM_DOMAIN?: string },
  mailFrom: string,
): DkimConfig | undefined => {
  if (!env.DKIM_PRIVATE_KEY_FILE) return undefined;
  const refuse = (why: string) => new Error(`Invalid environment:\n  DKIM_PRIVATE_KEY_FILE: ${why}`);
  let privateKey: string;
  try {
    privateKey = readFileSync(env.DKIM_PRIVATE_KEY_FILE, 'utf8');
  } catch {
    throw refuse(`cannot read ${env.DKIM_PRIVATE_KEY_FILE}`);
  }
  let bits: number | undefined;
  try {
    const key = createPrivateKey(privateKey);
    bits = key.asymmetricKeyType === 'rsa' ? key.asymmetricKeyDetails?.modulusLength : undefined;
  } catch {
    throw refuse('not a PEM private key');
  }
  if (!bits || bits < 1024) throw refuse('an RSA key of 1024 bits at least is needed (2048 advised)');
  return {
    domainName: (env.DKIM_DOMAIN ?? mailDomainOf(mailFrom)).toLowerCase(),
    keySelector: env.DKIM_SELECTOR ?? 'sankofa',
    privateKey,
  };
};

/** The DNS TXT record that publishes the key: its name and its value. */
export const dkimRecordOf = (dkim: DkimConfig): { name: string; value: string } => ({
  name: `${dkim.keySelector}._domainkey.${dkim.domainName}`,
  value: `v=DKIM1; k=rsa; p=${createPublicKey(dkim.privateKey).export({ type: 'spki', format: 'der' }).toString('base64')}`,
});

/** A new 2048-bit RSA key in PEM (PKCS#8), for `npm run dkim:key`. */
export const newDkimKey = (): string =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
