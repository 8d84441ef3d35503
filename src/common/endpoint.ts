import type { z } from 'zod';
import type { WriteLimit } from './limits';
import type { Ability } from './permissions';

/*
 * Endpoint definitions: one plain object per endpoint (method, path, schemas, access) that registers the
 * Fastify route (`server/lib/route.ts`) and types the web client (`web/lib/api.ts`). This file only
 * imports zod's types, so the web's first load can use `endpointRef` and `pathOf` without zod.
 */

/** Every endpoint path is relative to this prefix. */
export const apiPrefix = '/api/v1';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked before the body is read or validated: anyone (`public`, which also
 * lets a visitor write), a signed-in member (401 otherwise), or a member whose role has the ability
 * (`common/permissions.ts`; 401 for a visitor, 403 for a member without it).
 */
export type Access =
  | 'public'
  | 'member'
  | {
      readonly ability: Ability;
      /**
       * The catalog key of the refusal a staff member without the ability reads, when the spec gives
       * the screen its own (001 §2.12); 'Accès réservé aux administrateurs.' otherwise.
       */
      readonly refusal?: string;
    };

/** The statuses a success may take; the first one listed is the default. */
export type SuccessStatus = 200 | 201 | 204;

/** The names of a path's `:params` (`'/posts/:id/comments'` → `'id'`). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface EndpointOptions {
  /** The path params' schema (required exactly when the path has `:params`). */
  params?: z.ZodType;
  /** The query string's schema. */
  query?: z.ZodType;
  /** The JSON body's schema (none for a multipart upload: the file is read by the handler). */
  body?: z.ZodType;
  /** The success body's schema (`z.null()` for a 204). */
  response: z.ZodType;
  /** The success status, 200 by default; a list when the handler picks one (the first is the default). */
  status?: SuccessStatus | readonly [SuccessStatus, ...SuccessStatus[]];
  access: Access;
  /**
   * The write's abuse limit (issue 32 §5): a counted rule of `writeLimits` (`common/limits.ts`), which
   * the platform checks per member (per network address for a visitor) once the request is valid and
   * before the handler runs, answering 429 with Retry-After once spent; or why it is not counted
   * (`uncountedWrites`). Every POST, PUT and PATCH a member may make declares one
   * (`security/write-limits.test.ts`).
   */
  limit?: WriteLimit;
  /** A one-file multipart upload (field `file`) instead of a JSON body. */
  multipart?: true;
  /** The OpenAPI group; the path's first segment by default. */
  tag?: string;
}

/** A path with params needs a params schema covering them; a path without takes none. */
type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [K in PathParamNames<P>]: unknown }> };

type InputOf<O, K extends 'params' | 'query' | 'body'> = O extends { [key in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** What a caller sends and receives, as the typed client sees it (types only). */
export interface EndpointIo {
  params: unknown;
  query: unknown;
  body: unknown;
  response: unknown;
  multipart: boolean;
}

/** The client's side of an endpoint's schemas: inputs before parsing, the response as parsed. */
export interface IoOf<O extends EndpointOptions> extends EndpointIo {
  params: InputOf<O, 'params'>;
  query: InputOf<O, 'query'>;
  body: InputOf<O, 'body'>;
  response: z.output<O['response']>;
  multipart: O extends { multipart: true } ? true : false;
}

/** What the web client needs at run time (method and path); `~io` carries the types and is never set. */
export interface Route<Io extends EndpointIo = EndpointIo> {
  readonly method: Method;
  readonly path: string;
  readonly multipart?: true;
  readonly '~io'?: Io;
}

export type Endpoint<M extends Method, P extends string, O extends EndpointOptions> = Readonly<O> & {
  readonly method: M;
  readonly path: P;
  readonly '~io'?: IoOf<O>;
};

/** Any endpoint definition, whatever its schemas. */
export type AnyEndpoint = Readonly<EndpointOptions> & {
  readonly method: Method;
  readonly path: string;
  readonly '~io'?: EndpointIo;
};

const defined = new WeakSet<object>();

/** Defines an endpoint; `path` is relative to `/api/v1`, `:name` segments are path params. */
export const endpoint = <const M extends Method, const P extends string, const O extends EndpointOptions>(
  method: M,
  path: P,
  options: O & ParamsRule<P>,
): Endpoint<M, P, O> => {
  const definition = { ...options, method, path };
  defined.add(definition);
  return definition;
};

/** Whether a value was made by `endpoint()` (the security test walks the contracts' exports with it). */
export const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && defined.has(value);

/**
 * A zod-free handle on a GET endpoint, for the few api files in the web's first load (session, landing,
 * footer), which may not import a contract's values: only its type. The compiler checks the method and
 * path against the definition, so they cannot drift.
 */
export const endpointRef = <E extends AnyEndpoint & { readonly method: 'GET' }>(
  method: E['method'],
  path: E['path'],
): Route<NonNullable<E['~io']>> => ({ method, path });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The path with its `:params` filled in (URI-encoded); throws when one is missing. */
export const pathOf = (path: string, params?: unknown): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = isRecord(params) ? params[name] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`${path}: the param "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });

/** The absolute path of an endpoint (`/api/v1/…`) with its params filled in. */
export const urlOf = (route: Pick<Route, 'path'>, params?: unknown): string =>
  `${apiPrefix}${pathOf(route.path, params)}`;
