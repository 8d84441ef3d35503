import webpush from 'web-push';
import type { PushKeyResponse, PushSubscriptionBody } from '../../../common/contracts/push';
import { isLanguage, type Language } from '../../../common/i18n';
import type { AreaDeps } from '../../area';
import type { Config } from '../../config';
import { AppError, invalidField } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import * as repo from './push.repository';

export type PushService = ReturnType<typeof createPushService>;

/** Devices one member may have subscribed; a new one beyond drops the oldest. */
const devicesMax = 10;
/** How long a push service keeps a push for a device that is off (seconds). */
const pushTtlSeconds = 24 * 60 * 60;
const sendTimeoutMs = 10_000;

/**
 * The browsers' push services (Chrome and most Chromium browsers: FCM; Firefox: Mozilla; Edge: WNS;
 * Safari: Apple). A subscription naming any other host is refused: the server would POST to it, and an
 * address inside the network must never be one (SSRF).
 */
const pushServiceHosts = [
  /^(fcm|android)\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
];

/** An https address on one of those hosts, on the default port, with no user name or password in it. */
export const isPushServiceUrl = (endpoint: string): boolean => {
  const url = new URL(endpoint);
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    pushServiceHosts.some((host) => host.test(url.hostname))
  );
};

/** What a device shows: a title and a short text in the member's language, and the page a click opens. */
export interface PushMessage {
  texts(language: Language): { title: string; body: string };
  /** A path of the site (`/messages?conversation=…`). */
  url: string;
  /** Pushes with one tag replace each other on the device (one per conversation). */
  tag: string;
}

/**
 * Web Push (docs/areas/pwa.md): the devices' subscriptions and the sending, encrypted (aes128gcm) and
 * VAPID-signed by `web-push`, posted with fetch. The notifications area calls `deliver`.
 */
export const createPushService = (
  deps: Pick<AreaDeps, 'db' | 'log'> & {
    push: Config['push'];
    /** Whether the member has a tab open (the realtime layer's sockets). */
    hasOpenTab: (userId: string) => boolean;
  },
) => {
  const { db, push } = deps;
  const vapidDetails = { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey };

  /** Posts one push; true when the push service says the subscription is gone (404, 410). */
  const send = async (
    subscription: repo.PushSubscriptionRow | Awaited<ReturnType<typeof repo.listForUser>>[number],
    payload: string,
  ) => {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails, TTL: pushTtlSeconds, urgency: 'high' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(sendTimeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return true;
    if (!response.ok) deps.log.warn({ status: response.status }, 'push: the push service refused a push');
    return false;
  };

  return {
    key: (): PushKeyResponse => ({ publicKey: push.publicKey }),

    /**
     * Saves this device's subscription for the actor, in the actor's session: it ends with the session (at
     * most 10 devices: the oldest goes). Throws validation_failed for an endpoint that is not a browser's
     * push service.
     */
    async subscribe(actor: Actor, body: PushSubscriptionBody): Promise<void> {
      if (push.endpoints === 'push-services' && !isPushServiceUrl(body.endpoint))
        throw invalidField('endpoint', 'errors.validation_failed');
      await db.transaction(async (tx) => {
        const sessionId = await repo.sessionIdOf(tx, actor.sessionToken);
        if (!sessionId) throw new AppError('unauthenticated');
        await repo.upsert(tx, { userId: actor.id, sessionId, endpoint: body.endpoint, ...body.keys });
        await repo.keepNewest(tx, actor.id, devicesMax);
      });
    },

    /** Forgets the actor's subscription at `endpoint` (nothing when it is not theirs). */
    async unsubscribe(actor: Actor, endpoint: string): Promise<void> {
      await repo.deleteOwned(db, actor.id, endpoint);
    },

    /**
     * Pushes `message` to each of the member's devices, unless a tab of theirs is open (the page shows
     * it live). Removes the subscriptions the push service no longer knows. Never throws: a push that
     * fails is logged; the notification is stored and mailed whatever happens here.
     */
    async deliver(userId: string, message: PushMessage): Promise<void> {
      try {
        if (deps.hasOpenTab(userId)) return;
        const subscriptions = await repo.listForUser(db, userId);
        const gone: string[] = [];
        await Promise.all(
          subscriptions.map(async (subscription) => {
            const language = isLanguage(subscription.language) ? subscription.language : 'fr';
            const payload = JSON.stringify({
              ...message.texts(language),
              url: message.url,
              tag: message.tag,
            });
            try {
              if (await send(subscription, payload)) gone.push(subscription.id);
            } catch (err) {
              deps.log.warn({ err }, 'push: sending failed');
            }
          }),
        );
        await repo.deleteByIds(db, gone);
      } catch (err) {
        deps.log.error({ err, userId }, 'push: delivery failed');
      }
    },
  };
};
