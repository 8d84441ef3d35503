import { type EndpointIo, pathOf, type Route } from '../../common/endpoint';
import { fetchJson } from './api-client';

export type ParamsOption<Io extends EndpointIo> = Io['params'] extends undefined
  ? { params?: undefined }
  : { params: Io['params'] };

export type QueryOption<Io extends EndpointIo> = Io['query'] extends undefined
  ? { query?: undefined }
  : object extends Io['query']
    ? { query?: Io['query'] }
    : { query: Io['query'] };

type BodyOption<Io extends EndpointIo> = Io['multipart'] extends true
  ? { file: Blob; fileName: string; body?: undefined }
  : Io['body'] extends undefined
    ? { body?: undefined }
    : { body: Io['body'] };

/** What a call sends: the path params, query and body its endpoint declares (a file for an upload). */
export type ApiOptions<Io extends EndpointIo> = ParamsOption<Io> &
  QueryOption<Io> &
  BodyOption<Io> & { signal?: AbortSignal };

/** The options may be left out when none is required. */
type ApiArgs<Io extends EndpointIo> =
  object extends ApiOptions<Io> ? [options?: ApiOptions<Io>] : [options: ApiOptions<Io>];

interface CallOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  file?: Blob;
  fileName?: string;
  signal?: AbortSignal;
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * `?a=1&b=x&b=y` from a query object: arrays repeat their key; undefined, null and empty strings are left
 * out (an empty filter is no filter). Empty when nothing is left.
 */
export const queryString = (query: unknown): string => {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      if (!isScalar(item)) throw new TypeError(`query "${key}": not a string, number or boolean`);
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

const formOf = (file: Blob, fileName: string): FormData => {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
};

/**
 * Calls an endpoint definition (`common/contracts/<area>.ts`): the path is built from `params`, the query
 * string from `query`, and the answer has the endpoint's response type. Fails with an `ApiError`.
 */
export function api<Io extends EndpointIo>(
  route: Route<Io>,
  ...options: ApiArgs<Io>
): Promise<Io['response']>;
// The body is whatever JSON the server sent; the signature above types it from the endpoint, whose schema
// the server serialises every success with (fastify-type-provider-zod). A 204 answers null.
export async function api(route: Route, options: CallOptions = {}): Promise<unknown> {
  const path = `${pathOf(route.path, options.params)}${queryString(options.query)}`;
  const body =
    route.multipart && options.file ? formOf(options.file, options.fileName ?? 'file') : options.body;
  const answer = await fetchJson(route.method, path, { body, signal: options.signal });
  return answer === undefined ? null : answer;
}
