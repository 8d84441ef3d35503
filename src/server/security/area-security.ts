import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
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
}

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
  /** The created resource's body; throws with the answer when the fixture itself failed. */
  created: (res: LightMyRequestResponse) => Promise<{ id: string }>;
  rowsOf: (table: PgTable, column: PgColumn, value: string) => Promise<unknown[]>;
  /** Every area's `validBodies`, merged. */
  validBodies: Record<string, unknown>;
}

/** An area's declaration, typed (its file exports it as `security`). */
export const defineAreaSecurity = (security: AreaSecurity): AreaSecurity => security;
