import { type EndpointIo, pathOf, type Route } from '../../common/endpoint';
import { type ParamsOption, type QueryOption, queryString } from './api';
import { ApiError, toApiError } from './api-client';

/** What an upload sends: the endpoint's path params and query, the file, and who hears how far it got. */
export type UploadOptions<Io extends EndpointIo> = ParamsOption<Io> &
  QueryOption<Io> & {
    file: Blob;
    fileName: string;
    /** Aborting stops the transfer; the promise rejects with an AbortError. */
    signal?: AbortSignal;
    /** The share of the file sent so far, 0 to 1, as the browser reports it. */
    onProgress?: (fraction: number) => void;
  };

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

const parse = (text: string): unknown => {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

/**
 * Sends a file to an upload endpoint (multipart, field `file`) like `api()`, with its progress and a way
 * to cancel (docs/areas/pwa.md): XMLHttpRequest, because fetch reports no upload progress (its request
 * streams need HTTP/2 and are Chromium-only). Fails with an `ApiError`, or an AbortError once cancelled.
 */
export const upload = <Io extends EndpointIo>(
  route: Route<Io>,
  options: UploadOptions<Io>,
): Promise<Io['response']> =>
  new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) return reject(abortError());
    const request = new XMLHttpRequest();
    request.open(route.method, `/api/v1${pathOf(route.path, options.params)}${queryString(options.query)}`);
    request.setRequestHeader('accept', 'application/json');
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as Io['response']);
      } else reject(toApiError(request.status, body));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network', 'Network error')));
    request.addEventListener('abort', () => reject(abortError()));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', options.file, options.fileName);
    request.send(form);
  });

/** Whether a failure is the member's own cancel. */
export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
