import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/**
 * A passkey held in the test itself (a P-256 key, ES256), stored for `userId` as the registration
 * would store it; `assert` signs a server challenge as an authenticator with user verification does.
 */
export const createSoftPasskey = async (db: Db, userId: string, publicUrl = 'http://localhost:3000') => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const credentialId = b64url(randomBytes(16));
  await db.insert(passkeys).values({ userId, name: 'Clé de test', credentialId, publicKey: b64url(coseKey) });
  const { origin, hostname } = new URL(publicUrl);
  let counter = 0;

  return {
    credentialId,
    /** The browser's answer to `options` (a WebAuthn request's options, as the server sent them). */
    assert(options: Record<string, unknown>) {
      counter += 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
      );
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      // Flags: user present (0x01) and user verified (0x04).
      const authenticatorData = Buffer.concat([sha256(hostname), Buffer.from([0x05]), count]);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
};
