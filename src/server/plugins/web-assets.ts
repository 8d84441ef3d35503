import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLanguage } from '../../common/i18n';
import { AppError } from '../lib/app-error';
import { languageOfCookie } from '../lib/request-language';
import type { PageDataPreloads } from './page-data-preloads';
import type { StorageDriver } from './storage';
import { contentTypeOf } from './storage-s3';

/** Stored files the browser may show inline: images and videos. */
const inlineExtensions = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'svg', 'mp4', 'webm']);

/** What a shared link shows (OpenGraph), rendered into the HTML by the server. */
export interface ShareMeta {
  title: string;
  description?: string;
  image?: string;
  /** The page's own address (path and query) when the query names what is shared (`/feed?post=`). */
  path?: string;
  /** The page moved (a renamed article's old slug): answer 301 to this path instead of the page. */
  redirect?: string;
  /** Search engines must not index the page (a member's choice, issue 22 §2). */
  noindex?: boolean;
}

/** A page that may have a preview: the path's capture groups (when `path` is a RegExp) and the query. */
export interface SharedPage {
  params: readonly string[];
  query: URLSearchParams;
}

/** One preview an area offers: the pages it matches and what they show (areas declare these in their module). */
export interface ShareMetaRoute {
  /** The exact pathname, or a pattern whose groups become `params`. */
  path: string | RegExp;
  meta(page: SharedPage): Promise<ShareMeta | undefined>;
}

/** The first route matching the page answers; none matching (or a failing one) means the default page. */
export const resolveShareMeta = async (
  routes: readonly ShareMetaRoute[],
  pathname: string,
  query: URLSearchParams,
): Promise<ShareMeta | undefined> => {
  for (const route of routes) {
    if (typeof route.path === 'string') {
      if (route.path === pathname) return route.meta({ params: [], query });
      continue;
    }
    const match = route.path.exec(pathname);
    if (match) return route.meta({ params: match.slice(1), query });
  }
  return undefined;
};

const escapeAttr = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The picture of a share that has none of its own (shipped in the web's public folder): every preview
 * shows a picture. Its size is known, so it is announced; a stored picture's size is not, so it is not.
 */
export const defaultShareImage = { path: '/share.png', width: 1200, height: 630, type: 'image/png' };

const imageTags = (image: string | undefined, url: string): string[] => {
  // Link previews (LinkedIn, WhatsApp, Facebook) ignore a relative image: always the absolute URL.
  if (image) return [`<meta property="og:image" content="${escapeAttr(new URL(image, url).href)}">`];
  const d = defaultShareImage;
  return [
    `<meta property="og:image" content="${escapeAttr(new URL(d.path, url).href)}">`,
    `<meta property="og:image:type" content="${d.type}">`,
    `<meta property="og:image:width" content="${d.width}">`,
    `<meta property="og:image:height" content="${d.height}">`,
  ];
};

/**
 * index.html as served for a page: the site's name as og:site_name, and the page's title, description and
 * OpenGraph tags in place of the defaults when it has a preview (`meta`); a picture in every case.
 */
export const renderShareMeta = (
  html: string,
  meta: ShareMeta | undefined,
  url: string,
  siteName: string,
): string => {
  // Function replacers: a member's text is inserted as is, never read as `$&`, `$'` or `` $` `` patterns.
  const named = html.replace(
    /<meta property="og:site_name"[^>]*>/,
    () => `<meta property="og:site_name" content="${escapeAttr(siteName)}">`,
  );
  if (!meta) {
    const tags = [...imageTags(undefined, url), '<meta name="twitter:card" content="summary_large_image">'];
    return named.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  }
  const tags = [
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:locale" content="fr_FR">`,
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    ...(meta.description
      ? [
          `<meta name="description" content="${escapeAttr(meta.description)}">`,
          `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
        ]
      : []),
    ...imageTags(meta.image, url),
    '<meta name="twitter:card" content="summary_large_image">',
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('\n    ');
  return named
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
    .replace(meta.description ? /<meta name="description"[^>]*>\s*/ : /$^/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
};

/**
 * What crawlers may read: the public pages, never the API, the back office, a member's settings, nor the
 * search's results (an endless space of addresses, each a list of members by whatever name was typed).
 */
export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /admin-setup',
    'Disallow: /settings',
    'Disallow: /account',
    'Disallow: /messages',
    'Disallow: /notifications',
    'Disallow: /recherche',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * Serves the built web app from `dir` and public uploads from `storageDir` at /storage: hashed assets
 * cached for a year; every other page GET answered with index.html (client routing), with the share
 * preview of public pages rendered in. Without a build, only the API answers.
 */
/** The headers of every stored public file, whichever driver holds it. */
/** The build's `.vite/route-preloads.json` (vite.config.ts, `routePreloads`). */
interface RoutePreloads {
  member: string[];
  memberTexts?: string[];
  routes: { pattern: string; files: string[]; texts?: string[] }[];
}

/**
 * The page's preload links (issue 34): `<link rel=modulepreload>` for the chunks the page at `pathname`
 * runs (and, for a member, the header's member end), so they download with the entry rather than
 * after it; `<link rel=preload as=fetch>` for the API reads it starts with (page-data-preloads.ts). A
 * cookie only says a member may be signed in: a stale one costs a visitor a few unused reads, never a
 * wrong page.
 */
export const createPreloadLinks = (preloads: RoutePreloads | undefined, data?: PageDataPreloads) => {
  const routes = (preloads?.routes ?? []).map(({ pattern, files, texts = [] }) => ({
    pattern: new RegExp(pattern),
    files,
    texts,
  }));
  /** The first data of the page at `pathname` (page-data-preloads.ts), if it has any for this reader. */
  const pageReads = (pathname: string, isMember: boolean) => {
    for (const page of data?.pages ?? []) {
      const found = page.pattern.exec(pathname);
      if (found) return isMember || page.anyone ? page.urls(found.groups ?? {}) : [];
    }
    return [];
  };
  return (pathname: string, cookie: string | undefined, search = ''): string => {
    const isMember = /(?:^|;\s*)(?:__Secure-)?sankofa\.session_token=/.test(cookie ?? '');
    const route = routes.find(({ pattern }) => pattern.test(pathname));
    const files = new Set(route && preloads ? [...(isMember ? preloads.member : []), ...route.files] : []);
    // The build lists the French files; a reader of another language (its cookie) gets its own.
    const language = languageOfCookie(cookie) ?? defaultLanguage;
    const texts = route ? [...(isMember ? (preloads?.memberTexts ?? []) : []), ...route.texts] : [];
    const reads = [
      ...[...new Set(texts)].map((file) => `/${file.replace(`/${defaultLanguage}/`, `/${language}/`)}`),
      ...(data?.everyPage ?? []),
      ...(isMember ? (data?.member ?? []) : []),
      // A query (filters, a page, a search) changes what the page reads: its first data is not guessed.
      ...(search === '' ? pageReads(pathname, isMember) : []),
    ];
    return [
      ...reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(read)}">`),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`),
    ].join('');
  };
};

const readPreloads = (file: string): RoutePreloads | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  } catch {
    return undefined;
  }
};

const storedFileHeaders = (set: (name: string, value: string) => void, filePath: string) => {
  set('cache-control', 'public, max-age=31536000, immutable');
  // Images and videos show in the page; anything else (PDF, Office) is downloaded, never opened
  // as a document of this origin (issue 11 §9).
  if (!inlineExtensions.has(path.extname(filePath).slice(1).toLowerCase())) {
    set('content-disposition', 'attachment');
  }
  // An uploaded SVG is an image, never a document that runs.
  set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  set('x-content-type-options', 'nosniff');
};

export const webAssetsPlugin = fp<{
  dir: string;
  /** Public uploads: a local folder served as files, or a driver (object storage) read per request. */
  storage: { root: string } | { driver: StorageDriver };
  publicUrl: string;
  shareMeta: readonly ShareMetaRoute[];
  /** The site-name setting, for og:site_name. */
  siteName: () => Promise<string>;
  /** The API reads pages start with, asked for by their HTML. */
  dataPreloads?: PageDataPreloads;
}>(async (app: FastifyInstance, { dir, storage, publicUrl, shareMeta, siteName, dataPreloads }) => {
  if ('root' in storage) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath) => storedFileHeaders((name, value) => res.header(name, value), filePath),
    });
  } else {
    const { driver } = storage;
    app.get<{ Params: { bucket: string; '*': string } }>(
      '/storage/:bucket/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { bucket, '*': key } = request.params;
        const valid = driver.isPublic(bucket) && /^[\w][\w./-]*$/.test(key) && !key.includes('..');
        const data = valid ? await driver.read(bucket, key) : undefined;
        if (!data) throw new AppError('not_found');
        storedFileHeaders((name, value) => reply.header(name, value), key);
        return reply.type(contentTypeOf(key)).send(data);
      },
    );
  }

  const indexFile = path.join(dir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const preloadLinks = createPreloadLinks(
    readPreloads(path.join(dir, '.vite/route-preloads.json')),
    dataPreloads,
  );
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    // HEAD as GET (uptime monitors, proxies, link checkers): the same status and headers, no body.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/storage/');
    if (isPage && indexHtml) {
      const pathname = url.split('?')[0] ?? '/';
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      const meta = await resolveShareMeta(shareMeta, pathname, query).catch(() => undefined);
      if (meta?.redirect) return reply.redirect(meta.redirect, 301);
      const html = renderShareMeta(
        indexHtml,
        meta,
        `${publicUrl}${meta?.path ?? pathname}`,
        await siteName().catch(() => 'Sankofa'),
      ).replace(
        '</head>',
        `${preloadLinks(pathname, request.headers.cookie, url.split('?')[1] ?? '')}</head>`,
      );
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    const error = new AppError('not_found');
    return reply.status(404).send({ error: { code: error.code, message: error.message } });
  });
});
