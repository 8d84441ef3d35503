import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, open, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/*
 * An encrypted backup (BACKUP_PASSPHRASE), with nothing but node:crypto:
 *
 *   magic "SNKFENC1" (8 bytes) | scrypt salt (16) | AES-GCM nonce (12) | ciphertext | GCM tag (16)
 *
 * The key is scrypt(passphrase, salt, N=2^15, r=8, p=1), 32 bytes, for AES-256-GCM; the file is
 * encrypted and decrypted as a stream. The tag authenticates the whole archive: a wrong passphrase or a
 * changed byte fails before anything is restored.
 */
export const encryptedMagic = Buffer.from('SNKFENC1');
const saltBytes = 16;
const nonceBytes = 12;
const tagBytes = 16;
const headerBytes = encryptedMagic.length + saltBytes + nonceBytes;
const scryptParams = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** A passphrase that does not open the archive (or an archive changed since it was written). */
export class WrongPassphrase extends Error {}

const deriveKey = (passphrase: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase, salt, 32, scryptParams, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Whether `file` starts with the encrypted backup's magic. */
export const isEncryptedFile = async (file: string): Promise<boolean> => {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(encryptedMagic.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(encryptedMagic);
  } finally {
    await handle.close();
  }
};

/** Encrypts `input` into `output` (created owner-only, 0600). */
export const encryptFile = async (input: string, output: string, passphrase: string): Promise<void> => {
  const salt = randomBytes(saltBytes);
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  await writeFile(output, Buffer.concat([encryptedMagic, salt, nonce]), { mode: 0o600 });
  await pipeline(createReadStream(input), cipher, createWriteStream(output, { flags: 'a', mode: 0o600 }));
  await appendFile(output, cipher.getAuthTag());
};

/** Decrypts `input` into `output`; throws WrongPassphrase when the tag does not match. */
export const decryptFile = async (input: string, output: string, passphrase: string): Promise<void> => {
  const { size } = await stat(input);
  if (size < headerBytes + tagBytes) throw new WrongPassphrase('truncated archive');
  const handle = await open(input, 'r');
  const header = Buffer.alloc(headerBytes);
  const tag = Buffer.alloc(tagBytes);
  try {
    await handle.read(header, 0, headerBytes, 0);
    await handle.read(tag, 0, tagBytes, size - tagBytes);
  } finally {
    await handle.close();
  }
  const salt = header.subarray(encryptedMagic.length, encryptedMagic.length + saltBytes);
  const nonce = header.subarray(encryptedMagic.length + saltBytes);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(input, { start: headerBytes, end: size - tagBytes - 1 }),
      decipher,
      createWriteStream(output, { mode: 0o600 }),
    );
  } catch (error) {
    throw new WrongPassphrase('wrong passphrase or altered archive', { cause: error });
  }
};
