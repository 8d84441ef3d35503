import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailTransport } from '../plugins/mail';
import { startSmtpCapture } from '../test/smtp-capture';
import { dkimOf, dkimRecordOf, newDkimKey } from './dkim';

const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-dkim-'));
const keyFile = (name: string, pem: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, pem);
  return file;
};
const key = keyFile('dkim.pem', newDkimKey());
const env = (extra: Record<string, string>) => ({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(32), ...extra });

/** The record's value as DNS answers a TXT query: chunks of at most 255 characters. */
const txtAnswer = (value: string) => [value.match(/.{1,255}/g) ?? []];

describe('DKIM (mail always arrives: receivers check the sender domain signed it)', () => {
  const capture = startSmtpCapture();
  afterAll(async () => (await capture).close());

  it("signs each mail for MAIL_FROM's domain, verified against the DNS record the server prints", async () => {
    const config = loadConfig(
      env({ MAIL_FROM: 'Sankofa <bonjour@reseau.example>', DKIM_PRIVATE_KEY_FILE: key }),
    );
    expect(config.dkim).toMatchObject({ domainName: 'reseau.example', keySelector: 'sankofa' });
    const smtp = await capture;
    const transport = createMailTransport(smtp.url, config.mailFrom, config.dkim);
    await transport.deliver({
      to: 'awa@exemple.org',
      subject: 'Bienvenue',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
    });
    transport.close();
    const raw = smtp.received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/^DKIM-Signature: .*d=reseau\.example/m);

    const record = config.dkim ? dkimRecordOf(config.dkim) : undefined;
    expect(record?.name).toBe('sankofa._domainkey.reseau.example');
    const published = async (name: string) => {
      if (name !== record?.name) throw Object.assign(new Error('no record'), { code: 'ENOTFOUND' });
      return txtAnswer(record.value);
    };
    const verified = await dkimVerify(Buffer.from(raw), { resolver: published });
    expect(verified.results[0]?.status.result).toBe('pass');

    // The same mail against another key's record: the check can fail.
    const other = dkimOf({ DKIM_PRIVATE_KEY_FILE: keyFile('other.pem', newDkimKey()) }, config.mailFrom);
    const wrong = other ? dkimRecordOf(other).value : '';
    const forged = await dkimVerify(Buffer.from(raw), { resolver: async () => txtAnswer(wrong) });
    expect(forged.results[0]?.status.result).not.toBe('pass');
  });

  it('leaves mail unsigned without a key, and takes the selector and domain given', () => {
    expect(loadConfig(env({})).dkim).toBeUndefined();
    const config = loadConfig(
      env({ DKIM_PRIVATE_KEY_FILE: key, DKIM_SELECTOR: 's2026', DKIM_DOMAIN: 'Mail.Example' }),
    );
    expect(config.dkim).toMatchObject({ domainName: 'mail.example', keySelector: 's2026' });
  });

  it('stops the start on a key that cannot sign, naming the variable', () => {
    const start = (file: string) => () => loadConfig(env({ DKIM_PRIVATE_KEY_FILE: file }));
    expect(start(path.join(dir, 'missing.pem'))).toThrow(/DKIM_PRIVATE_KEY_FILE: cannot read/);
    expect(start(keyFile('text.pem', 'not a key'))).toThrow(/DKIM_PRIVATE_KEY_FILE: not a PEM private key/);
    const ed25519 = keyFile(
      'ed.pem',
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIMz2Mq2bCq0mZzTSmJ1uQFlTfNDmJb1fj7N4H1KkC4vR\n-----END PRIVATE KEY-----\n',
    );
    expect(start(ed25519)).toThrow(/an RSA key of 1024 bits at least/);
  });
});
