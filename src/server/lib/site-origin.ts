/** Hostnames that all mean "this machine": a local install answers on any of them. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a browser on this site sends: the origin of `PUBLIC_URL`, and when that is a loopback
 * address, the same port on the other loopback names (a local install is opened as localhost or
 * 127.0.0.1 alike).
 */
export const siteOrigins = (publicUrl: string): ReadonlySet<string> => {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (loopbackHosts.has(url.hostname)) {
    for (const host of loopbackHosts) {
      origins.add(new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).origin);
    }
  }
  return origins;
};

/** The origin of an absolute URL, or undefined for anything else (`null`, garbage). */
export const originOfUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/** The WebSocket origin of the site (`ws://` for http, `wss://` for https), for the CSP. */
export const websocketOrigin = (publicUrl: string): string => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/** Whether the site is served on this machine only (a local install, where the operator is the user). */
export const isLoopbackUrl = (publicUrl: string): boolean => loopbackHosts.has(new URL(publicUrl).hostname);
