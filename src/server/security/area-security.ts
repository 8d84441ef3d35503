import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { NotificationTypeName } from '../../common/registry';
import type { TestApp } from '../test/build-test-app';
import type { CreatedUser } from '../test/factories';
import type { blockSupport, Member } from './block-support';

/**
 * What an area tells the generated security suites about its own routes (issue 37 §6), in
 * `features/<area>/<area>.security.ts` (test-only: `contributions.ts` gathers every such file), so
 * adding an area edits none of the suites. Keys are `METHOD /path` as Fastify registers the route
 * (`/api/v1/…`), except `ownedResources`, keyed by path.
 */
export interface AreaSecurity {
  /** Values that pass each non-id path param's schema (`slug`, `tag`…), so no check measures a 400. */
  plausibleParams?: Record<string, string>;
  /**
   * A body each write's schema accepts, for routes that require one: routes resolve the actor after
   * Fastify validated the body, so without it a visitor or an intruder would get a 400.
   */
  validBodies?: Record<string, unknown>;
  /** Writes a visitor may make, by design, each with why. Every other write answers a visitor 401. */
  publicWrites?: Record<string, string>;
  /** Routes with an id param where another member's id is fine (public reads, a named target), with why. */
  foreignIdAllowed?: Record<string, string>;
  /** By path: how to make the owner's resource the routes of that path name, to try as an intruder. */
  ownedResources?: (kit: SecurityKit) => Record<string, OwnedFixture>;
  /** How to put `author`'s content (or `author`) on a GET route `viewer` calls: the URLs to call. */
  listed?: (kit: SecurityKit) => Record<string, ListedFixture>;
  /** GET routes that list no other member or their content, each with why. */
  notAList?: Record<string, string>;
  /**
   * By endpoint name (`connectionEndpoints.request`): the member-facing writes that reach another member,
   * replayed across a block by block-matrix-writes.test.ts (issue 32 §3).
   */
  blockReaching?: (kit: SecurityKit) => Record<string, Reach>;
  /** By endpoint name: the member-facing writes that reach no other member, each with why (`reachesNoOne`). */
  blockNotReaching?: Record<string, string>;
  /** By notification type: how a member causes each type the area emits with `causer: 'member'`. */
  blockEmitters?: (kit: SecurityKit) => Partial<Record<NotificationTypeName, Emitter>>;
  /** Member-caused types of the area with no emitter, each with why. */
  blockNotEmitted?: Partial<Record<NotificationTypeName, string>>;
}

/**
 * A write from `actor` reaching `other`: `prepare` runs before the block (what the write needs), the
 * call it answers runs after `other` blocked `actor`. `refused`: every answer is 404, as for a missing
 * member. `silent`: the write is to shared content and stays allowed (every answer < 300), but `other`
 * hears nothing of it.
 */
export interface Reach {
  outcome: 'refused' | 'silent';
  /** Why a silent write stays allowed. */
  why?: string;
  prepare(actor: Member, other: Member): Promise<() => Promise<LightMyRequestResponse[]>>;
}

export const refused = (prepare: Reach['prepare']): Reach => ({ outcome: 'refused', prepare });
export const silent = (why: string, prepare: Reach['prepare']): Reach => ({
  outcome: 'silent',
  why,
  prepare,
});

/** Why a member-facing write reaches no other member (`blockNotReaching`). */
export const reachesNoOne = {
  ownAccount: "the actor's own account, session, settings, profile or second factors",
  noMember: 'signing up or in, or a mailed link: no other member involved',
  ownContent:
    "the actor's own content: creating, editing or removing it reaches the staff only (their fan-out skips blocked pairs: `emitters`)",
  toThePlatform:
    'to the platform or its team, never to a member (a report, the contact form, an invitation to an address)',
  groupManager:
    'a group manager acting on a member already in the group (the block hides them from the list)',
} as const;

/**
 * How `causer` makes `recipient` get a notification of the type: `prepare` runs before the block, the
 * function it answers after (its answers are not checked: a refused write notifies no one either).
 */
export type Emitter = (causer: Member, recipient: Member) => Promise<() => Promise<unknown>>;

/** The recipient is one of the team, who hear of new content (001 §6). */
export const toTheTeam =
  (kit: Pick<SecurityKit, 'asAdmin'>, act: (causer: Member) => Promise<unknown>): Emitter =>
  async (causer, recipient) => {
    await kit.asAdmin(recipient);
    return () => act(causer);
  };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Owned {
  /** Path params naming the owner's resource. */
  params: Record<string, string>;
  /** The resource as stored, to prove an intruder's call left it unchanged. */
  read: () => Promise<unknown[]>;
}

export type OwnedFixture = (owner: CreatedUser) => Promise<Owned>;

/** Before the block the viewer must find the author at each URL (so the fixture proves something). */
export type ListedFixture = (author: Member, viewer: Member) => Promise<string[]>;

/** The test app and the helpers a fixture writes with. */
export interface SecurityKit extends ReturnType<typeof blockSupport> {
  t: TestApp;
  /** A request as `user`, same-origin, from an address of its own. */
  callAs: (
    user: CreatedUser,
    method: Method,
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /** Uploads one file as `user`, the multipart field `file`, from an address of its own. */
  uploadAs: (
    user: CreatedUser,
    url: string,
    file: { name: string; content: Buffer; type: string },
  ) => Promise<LightMyRequestResponse>;
  /** The created resource's body; throws with the answer when the fixture itself failed. */
  created: (res: LightMyRequestResponse) => Promise<{ id: string }>;
  rowsOf: (table: PgTable, column: PgColumn, value: string) => Promise<unknown[]>;
  /** Every area's `validBodies`, merged. */
  validBodies: Record<string, unknown>;
}

/** An area's declaration, typed (its file exports it as `security`). */
export const defineAreaSecurity = (security: AreaSecurity): AreaSecurity => security;
