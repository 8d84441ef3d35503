import type { Role } from '../../common/permissions';
import type { profiles } from '../db/schema';

/** A member's profile row, as the session reads it with the actor. */
export type ProfileRow = typeof profiles.$inferSelect;

/** The signed-in member a request acts for. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  profile: ProfileRow;
  /** The token of the session the request came with (to keep it when ending the others). */
  sessionToken: string;
  /**
   * A block, either way, involves this member. Read with the session, and a block or an unblock
   * invalidates both members' sessions: when false (nearly every member), the lists skip the block test.
   */
  keptApart: boolean;
  /**
   * The member has a second factor (an authenticator or a passkey). A staff member without one acts as
   * a member (`role` is 'user') until they enrol, and the back office answers two_factor_required.
   */
  secondFactor: boolean;
  /** A staff role whose back office stays closed until the member enrols a second factor. */
  staffLocked: boolean;
}

/** Who is calling, as the routes know it. */
export interface Caller {
  ip: string;
  headers: Headers;
}

/** A result that also carries cookies for the route to set. */
export interface WithCookies<T> {
  value: T;
  setCookies: string[];
}
