import type { Actor, WithCookies } from './actor';

/**
 * Who the session cookie of a request belongs to. The platform asks on every request that needs an actor
 * (`plugins/actor.ts`: `request.actor()`) and for every realtime socket (`plugins/realtime.ts`); the auth
 * area implements it (`sessionResolver` among its services), so the floor does not depend on how members
 * sign in.
 */
export interface SessionResolver {
  /**
   * The member behind the request's cookie, or null (a visitor, an ended or expired session, a blocked
   * or suspended member); `setCookies` are the refreshed session cookie's, for the reply.
   */
  resolveActor(headers: Headers): Promise<WithCookies<Actor | null>>;
}
