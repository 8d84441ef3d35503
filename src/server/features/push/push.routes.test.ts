import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { profiles, pushSubscriptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, cookieOf, createUser, sendMessage, signInAgain } from '../../test/factories';
import { blockMember } from '../../test/network-factories';
import { listen, openSocket } from '../../test/realtime-client';
import { isPushServiceUrl } from './push.service';

/** One push as the local push service received it. */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let pushService: Server;
let pushBase: string;
let socketBase: string;
const received: Received[] = [];
/** Paths the local push service answers 410 for (a subscription the browser dropped). */
const gonePaths = new Set<string>();

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = gonePaths.has(path) ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await buildTestApp({
    push: { ...vapid, subject: 'mailto:push@sankofa.test', endpoints: 'any' },
  });
  socketBase = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser's subscription: its key pair and auth secret, and the endpoint the push service gave it. */
interface Device {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
  path: string;
}

const newDevice = (): Device => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const path = `/push/${randomUUID()}`;
  return { ecdh, auth: randomBytes(16), endpoint: `${pushBase}${path}`, path };
};

const subscribe = (user: CreatedUser, device: Device) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/push/subscription',
    headers: { cookie: user.cookie },
    payload: {
      endpoint: device.endpoint,
      keys: {
        p256dh: device.ecdh.getPublicKey().toString('base64url'),
        auth: device.auth.toString('base64url'),
      },
    },
  });

const send = (from: CreatedUser, to: CreatedUser, content: string) => sendMessage(t.app, from, to, content);

const pushesTo = (device: Device) => received.filter((push) => push.path === device.path);

const waitForPush = async (device: Device, count: number): Promise<Received> => {
  for (let waited = 0; waited < 5000; waited += 25) {
    const pushes = pushesTo(device);
    const push = pushes[count - 1];
    if (push) return push;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no push number ${count} to ${device.path}`);
};

/** Lets a background push arrive before checking that none did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The browser's side of RFC 8291 (aes128gcm, one record): what a push service cannot read. */
const decrypt = (device: Device, body: Buffer): unknown => {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const cipherText = body.subarray(21 + keyIdLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
};

/** The VAPID header (RFC 8292): a JWT for the push service's origin, signed with the server's key. */
const checkVapid = (push: Received) => {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization)) ?? [];
  expect(key).toBe(vapid.publicKey);
  const [header = '', claims = '', signature = ''] = (token ?? '').split('.');
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(isSigned).toBe(true);
  expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
    aud: pushBase,
    sub: 'mailto:push@sankofa.test',
  });
};

describe('web push', () => {
  it('sends an encrypted, VAPID-signed push of a new message to a member with no tab open', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const device = newDevice();
    expect((await subscribe(awa, device)).statusCode).toBe(200);

    const sent = await send(kofi, awa, 'Bonjour Awa, on se voit jeudi ?');
    expect(sent.statusCode).toBe(201);
    const push = await waitForPush(device, 1);

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    checkVapid(push);
    expect(push.body.includes(Buffer.from('Bonjour Awa'))).toBe(false);
    const [sender] = await t.database.db
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, kofi.id));
    expect(decrypt(device, push.body)).toEqual({
      title: 'Nouveau message',
      body: `${sender?.username} vous a envoyé un message : Bonjour Awa, on se voit jeudi ?`,
      url: `/messages?conversation=${sent.json().conversation.id}`,
      tag: expect.any(String),
    });
  });

  it('pushes nothing once the recipient blocked the sender, and again to a member who is not blocked', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const eve = await createUser(t.app, t.database.db);
    const device = newDevice();
    await subscribe(awa, device);
    const block = await blockMember(t.app, awa, kofi.id);
    expect(block.statusCode).toBe(201);

    expect((await send(kofi, awa, 'Tu ne me réponds plus ?')).statusCode).toBe(404);
    await settle();
    expect(pushesTo(device)).toHaveLength(0);

    expect((await send(eve, awa, 'Message d’Ève')).statusCode).toBe(201);
    const push = await waitForPush(device, 1);
    expect(JSON.stringify(decrypt(device, push.body))).toContain('Message d’Ève');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('stops pushing to a device once its session ends: signed out there, or everywhere from another', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const onPhone = async () => ({ ...awa, cookie: cookieOf(await signInAgain(t.app, awa)) });
    const laptop = newDevice();
    const phone = newDevice();
    await subscribe(awa, laptop);
    const phoneSession = await onPhone();
    expect((await subscribe(phoneSession, phone)).statusCode).toBe(200);

    // Signed out on the phone: the server forgets its device, whether or not its worker ran.
    const out = { method: 'POST', url: '/api/v1/auth/sign-out' } as const;
    expect((await t.app.inject({ ...out, headers: { cookie: phoneSession.cookie } })).statusCode).toBe(200);
    await send(kofi, awa, 'Premier message');
    await waitForPush(laptop, 1);
    await settle();
    expect(pushesTo(phone)).toHaveLength(0);

    // Back on the phone, then "sign out everywhere" from the laptop (a lost phone): no device gets more.
    expect((await subscribe(await onPhone(), phone)).statusCode).toBe(200);
    const everywhere = { method: 'POST', url: '/api/v1/auth/sign-out-everywhere' } as const;
    expect((await t.app.inject({ ...everywhere, headers: { cookie: awa.cookie } })).statusCode).toBe(200);
    await send(kofi, awa, 'Second message');
    await settle();
    expect(pushesTo(laptop)).toHaveLength(1);
    expect(pushesTo(phone)).toHaveLength(0);
  });

  it('pushes nothing while the member has a tab open (the page shows it live)', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const device = newDevice();
    await subscribe(awa, device);
    const tab = await openSocket(socketBase, { cookie: awa.cookie });
    try {
      expect((await send(kofi, awa, 'Tu es là ?')).statusCode).toBe(201);
      await settle();
      expect(pushesTo(device)).toHaveLength(0);
    } finally {
      await tab.close();
    }
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const device = newDevice();
    gonePaths.add(device.path);
    await subscribe(awa, device);
    await send(kofi, awa, 'Encore là ?');
    await waitForPush(device, 1);
    await settle();
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toHaveLength(0);
  });

  it('lets a member remove only their own subscription', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const device = newDevice();
    await subscribe(awa, device);
    const url = `/api/v1/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`;

    const byOther = await t.app.inject({ method: 'DELETE', url, headers: { cookie: kofi.cookie } });
    expect(byOther.statusCode).toBe(200);
    const own = t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(await own).toHaveLength(1);

    const byOwner = await t.app.inject({ method: 'DELETE', url, headers: { cookie: awa.cookie } });
    expect(byOwner.statusCode).toBe(200);
    expect(await own).toHaveLength(0);
  });

  it('refuses a visitor and a malformed subscription', async () => {
    const awa = await createUser(t.app, t.database.db);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/push/key' });
    expect(visitor.statusCode).toBe(401);
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/v1/push/key',
      headers: { cookie: awa.cookie },
    });
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: { cookie: awa.cookie },
      payload: { endpoint: 'pas une adresse', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});

describe('push service endpoints', () => {
  it('accepts the browsers’ push services and refuses any other address (no request inside the network)', () => {
    expect(isPushServiceUrl('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceUrl('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isPushServiceUrl('https://web.push.apple.com/abc')).toBe(true);
    expect(isPushServiceUrl('https://db5p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(isPushServiceUrl('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceUrl('https://127.0.0.1/push')).toBe(false);
    expect(isPushServiceUrl('https://evil-googleapis.com/push')).toBe(false);
    expect(isPushServiceUrl('https://googleapis.com.evil.test/push')).toBe(false);
    // Only the push services' own hosts, on their port, with no credentials in the address.
    expect(isPushServiceUrl('https://googleapis.com/x')).toBe(false);
    expect(isPushServiceUrl('https://storage.googleapis.com/bucket/x')).toBe(false);
    expect(isPushServiceUrl('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(isPushServiceUrl('https://x@fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceUrl('https://accounts.mozilla.com/x')).toBe(false);
  });
});
