import { z } from 'zod';
import { endpoint } from '../endpoint';
import { OkResponse } from './auth';

/** A push service's address as the browser gives it (PushSubscription.endpoint). */
export const PushEndpoint = z.url({ protocol: /^https?$/ }).max(2048);

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** What PushSubscription.toJSON() gives: the endpoint and the keys that encrypt what is sent to it. */
export const PushSubscriptionBody = z.object({
  endpoint: PushEndpoint,
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: z.string().min(80).max(100).regex(base64url),
    /** The 16-byte auth secret (base64url). */
    auth: z.string().min(16).max(32).regex(base64url),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushEndpointQuery = z.object({ endpoint: PushEndpoint });

/** The server's VAPID public key (base64url), which the browser's subscription is made with. */
export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** Web Push of one device (docs/areas/pwa.md): the member turns it on per browser. */
export const pushEndpoints = {
  key: endpoint('GET', '/push/key', { response: PushKeyResponse, access: 'member' }),
  /** Saves this device's subscription for the actor (an endpoint another member had moves to them). */
  subscribe: endpoint('PUT', '/push/subscription', {
    body: PushSubscriptionBody,
    response: OkResponse,
    access: 'member',
    limit: 'edit',
  }),
  /** Forgets this device's subscription (the toggle off, a sign-out); nothing for an unknown one. */
  unsubscribe: endpoint('DELETE', '/push/subscription', {
    query: PushEndpointQuery,
    response: OkResponse,
    access: 'member',
  }),
};
