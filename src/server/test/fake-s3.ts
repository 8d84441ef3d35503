import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request } from '../plugins/storage-s3';

/**
 * An in-process stand-in for an S3-compatible store (path-style `/<bucket>/<key>`: GET, PUT, DELETE),
 * for the storage driver's tests. It refuses (403) a request whose SigV4 signature is not the one its
 * own credentials give, so a wrong secret or a badly signed header fails the way S3 would.
 */
export const startFakeS3 = async (credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** A fixed port (the storage fault script stops and restarts it there); any free one by default. */
  port?: number;
}) => {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (req, res) => {
    const data = await body(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    requests.push({ method: req.method ?? '', path: decodeURIComponent(url.pathname) });
    const auth = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const now = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const given = Object.fromEntries(
      signed
        .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
        .map((name) => [name, String(req.headers[name] ?? '')]),
    );
    const expected = signS3Request({
      method: req.method ?? '',
      url,
      headers: given,
      payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
      ...credentials,
      now,
    }).authorization;
    if (Number.isNaN(now.getTime()) || expected !== auth) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    // Like S3: a PUT without its length (chunked), or whose bytes are not the signed payload, is refused.
    const contentHash = createHash('sha256').update(data).digest('hex');
    if (
      req.method === 'PUT' &&
      (req.headers['content-length'] !== String(data.length) ||
        req.headers['x-amz-content-sha256'] !== contentHash)
    ) {
      res.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname);
    if (req.method === 'PUT') {
      objects.set(key, data);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      if (found) res.writeHead(200, { 'content-length': found.length }).end(found);
      else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(credentials.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Kept-alive connections too: a stopped endpoint refuses at once.
        server.closeAllConnections();
      }),
  };
};
