import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { assetMaxBytes } from '../common/contracts/settings';
import { httpTimeouts } from '../common/limits';
import { can, grantAreaAbilities } from '../common/permissions';
import {
  type AreaServices,
  adminApiPrefix,
  areaAbilities,
  areaAdminScreens,
  areaBuckets,
  areaMemberData,
  areaProblems,
  buildAreas,
  type PlatformServices,
} from './area';
import { areas } from './areas';
import type { Config } from './config';
import type { Database } from './db/client';
import { vacuumEmbedded } from './db/maintenance';
import { createSessionCookieReader } from './features/auth/session-cookie';
import { AppError } from './lib/app-error';
import { withImageVariants } from './lib/image-variants';
import { webDistDir } from './lib/paths';
import { prettyLogStream } from './lib/pretty-log';
import { withoutSecrets } from './lib/redact';
import { languageOfCookie, withRequestLanguage } from './lib/request-language';
import { requestValidatorCompiler } from './lib/request-validator';
import { createResponseSerializer } from './lib/response-serializer';
import { isLoopbackUrl, websocketOrigin } from './lib/site-origin';
import { backupOptionsOf, runScheduledBackup } from './ops/scheduled-backup';
import { createLogService } from './platform/logs/log.service';
import { createMailService } from './platform/mail/mail.service';
import { createMailOutboxService } from './platform/mail/mail-outbox.service';
import type { MailQueueOptions } from './platform/mail/mail-queue';
import { createNotificationRegistry } from './platform/notifications/notification-types';
import { createRateLimitService } from './platform/rate-limits/rate-limit.service';
import { createSessionCache } from './platform/session-cache';
import { createSettingsService } from './platform/settings/settings.service';
import { actorPlugin } from './plugins/actor';
import { guardAdminScope } from './plugins/admin-scope';
import { compressionPlugin } from './plugins/compression';
import { clientErrorReply, errorHandlerPlugin, frameworkErrorReply } from './plugins/error-handler';
import { createJobs, type Jobs } from './plugins/jobs';
import { createMailTransport, type MailTransport } from './plugins/mail';
import { type MetricFamily, metricsPlugin, samplesByLabel, singleSample } from './plugins/metrics';
import { originCheckPlugin } from './plugins/origin-check';
import { pageDataPreloads } from './plugins/page-data-preloads';
import { realtimePlugin } from './plugins/realtime';
import { createRealtimeBus } from './plugins/realtime-bus';
import { requestCeilingPlugin } from './plugins/request-ceiling';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createLocalStorage, type StorageDriver, withBuckets } from './plugins/storage';
import { createS3Storage, type S3Config } from './plugins/storage-s3';
import { webAssetsPlugin } from './plugins/web-assets';
import { writeLimitsPlugin } from './plugins/write-limits';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the transport chosen from `config.smtpUrl` (tests). */
  mailTransport?: MailTransport;
  /** The mail worker's timings (tests shorten the retries). */
  mailQueue?: Partial<MailQueueOptions>;
  /** Where the built web app is; defaults to `dist/web`. */
  webDir?: string;
  /** Pino options, or false to log nothing (tests). */
  logger?: boolean | { level: string };
  /**
   * Checks every response against its zod contract and the compiled serializer's output against zod's
   * (tests: lib/response-serializer.ts). Off in production, where the compiled serializer alone runs.
   */
  verifyResponses?: boolean;
}

/**
 * A member's session is read again after 30 s at most (platform/session-cache.ts): every change
 * that ends or alters one invalidates it on every instance at once, so the lifetime only bounds a
 * change made outside the app (SQL by hand). Long enough that a member reading a page every few
 * seconds is read once: with 5 s, the bench's 2,000 members at 500 req/s missed half the time.
 * 20,000 sessions take a few tens of MB at most.
 */
const sessionCacheOptions = { ttlMs: 30_000, maxEntries: 20_000 };

/**
 * Builds the whole application: plugins, the platform's services, then each area of `areas.ts` (its
 * services, routes, jobs and share previews).
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: typeof deps.logger === 'object' ? deps.logger.level : config.logLevel,
            // JSON lines for a log collector; readable lines for a person running it in a terminal.
            ...(process.stdout.isTTY ? { stream: prettyLogStream(process.stdout) } : {}),
            // Sign-in and confirmation links carry their token in the query: never in the log (issue 11 §5).
            serializers: {
              req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
                method: request.method,
                url: withoutSecrets(request.url),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies nearest to the server.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: (error, _request, reply) => frameworkErrorReply(error, reply),
    clientErrorHandler: clientErrorReply,
    // A slow or stalled client cannot hold a connection forever (issue 11 §9): the whole request must
    // arrive within a minute (a 10 MB upload needs ~1.4 Mbit/s), an idle socket closes after two.
    // Upgraded WebSockets are out of reach of both (ws clears the socket timeout; the realtime plugin
    // pings every 30 s).
    requestTimeout: httpTimeouts.requestMs,
    connectionTimeout: httpTimeouts.connectionMs,
    keepAliveTimeout: httpTimeouts.keepAliveMs,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: deps.verifyResponses ?? false }));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // The mails a request causes for a visitor are written in the language they were reading.
    withRequestLanguage(languageOfCookie(request.headers.cookie), done);
  });

  await app.register(errorHandlerPlugin);
  const sessionCookie = createSessionCookieReader({
    secret: config.authSecret,
    secure: config.publicUrl.startsWith('https://'),
  });
  await app.register(requestCeilingPlugin, {
    ...config.requestCeiling,
    sessionTokenOf: (cookieHeader) => sessionCookie.tokenOf(cookieHeader),
  });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // The realtime socket of this site only, never any ws: or wss: host.
        connectSrc: ["'self'", websocketOrigin(config.publicUrl)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // As frame-ancestors 'none' says, for the browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    // Only where the site is served over https: over http a browser ignores it, and it would bind every
    // subdomain of the host once the same name is served over https.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(multipart, { limits: { fileSize: assetMaxBytes, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sankofa API', version: '1' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sankofa.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    // The API map is for developers and admins (issue 11 §9): others get the 404 of an unknown path.
    uiHooks: {
      onRequest: async (request) => {
        if (config.isDev) return;
        const actor = await request.actor();
        if (!can(actor?.role, 'admin.apiDocs')) throw new AppError('not_found');
      },
    },
  });

  // The areas' declarations must agree with the registries before anything is built.
  const problems = areaProblems(areas);
  if (problems.length > 0) throw new Error(`area modules: ${problems.join('; ')}`);
  grantAreaAbilities(areaAbilities(areas));

  // The platform: infrastructure every area may use, each service built with only what it uses.
  const db = database.db;
  const settings = createSettingsService(db);
  const mailTransport =
    deps.mailTransport ?? createMailTransport(config.smtpUrl, config.mailFrom, config.dkim);
  const mail = createMailService({
    database,
    transport: mailTransport,
    settings,
    log: app.log,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    printLinks: config.isDev || isLoopbackUrl(config.publicUrl),
    queue: { ratePerMinute: config.mailRatePerMinute, ...deps.mailQueue },
  });
  const mailOutbox = createMailOutboxService({ db, transport: mailTransport, queue: mail.queue });
  const rateLimits = createRateLimitService(db);
  const logs = createLogService(
    db,
    settings,
    areas.flatMap((area) => area.logActions),
  );
  // Local disk under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set; /storage serves the
  // buckets the platform and the areas declare public.
  const buckets = areaBuckets(areas);
  const localStorage = config.s3
    ? undefined
    : createLocalStorage(path.join(config.dataDir, 'storage'), buckets);
  // Removing an image removes its smaller copies (lib/image-variants.ts).
  const storage: StorageDriver = withImageVariants(
    localStorage ?? withBuckets(createS3Storage(config.s3 as S3Config), buckets),
  );
  const realtime = createRealtimeBus(database, app.log);
  await realtime.start();
  const sessionCache = createSessionCache(realtime, sessionCacheOptions);
  const platform: PlatformServices = {
    settings,
    mail,
    mailOutbox,
    rateLimits,
    logs,
    storage,
    realtime,
    sessionCache,
  };

  // The areas, built in list order, then wired once all exist.
  const { services, wiring } = buildAreas(areas, {
    ...platform,
    config,
    database,
    db,
    log: app.log,
    notificationTypes: createNotificationRegistry(areas),
    adminScreens: areaAdminScreens(areas),
    memberData: areaMemberData(areas),
  });

  // Scheduled work, one instance per tick (main.ts starts the timers; tests run ticks themselves).
  const jobs = createJobs({ database, log: app.log });
  for (const job of wiring.flatMap((area) => area.jobs)) jobs.add(job);
  const { schedule: backupSchedule, dir: backupDir, keep: backupKeep } = config.backup;
  if (backupSchedule) {
    jobs.add({
      name: 'backup',
      schedule: backupSchedule,
      run: async (now) => {
        const { out, manifest, removed } = await runScheduledBackup({
          database,
          dataDir: config.dataDir,
          dir: backupDir,
          keep: backupKeep,
          now,
          ...backupOptionsOf(config),
        });
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        app.log.info({ out, rows, files: manifest.files.length, removed }, 'backup written');
      },
    });
  }

  // PGlite runs PostgreSQL as one process, without the autovacuum launcher: dead rows and the planner's
  // statistics would otherwise never be tidied for as long as the site runs (a 30-minute soak on PGlite:
  // app CPU per request 6.2 → 9.7 ms). PostgreSQL's own autovacuum does this work there.
  if (database.kind === 'pglite')
    jobs.add({ name: 'embedded-vacuum', schedule: '41 * * * *', run: () => vacuumEmbedded(db) });

  // Registered before the routes, so its timing hook sees every one of them.
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    families: async () => {
      const mailStats = await mailOutbox.stats();
      const mailCounters = mail.queue.counters();
      const pool = database.poolStats?.();
      const jobStats = jobs.stats();
      const sockets = app.realtimeStats();
      const memory = process.memoryUsage();
      const perJob = (
        name: string,
        help: string,
        type: MetricFamily['type'],
        value: (job: (typeof jobStats)[number]) => number,
      ): MetricFamily => ({
        name,
        help,
        type,
        samples: jobStats.map((job) => ({ labels: { job: job.name }, value: value(job) })),
      });
      return [
        ...(pool
          ? [
              samplesByLabel(
                'sankofa_db_pool_connections',
                'PostgreSQL pool connections by state.',
                'gauge',
                'state',
                { total: pool.total, idle: pool.idle, waiting: pool.waiting },
              ),
            ]
          : []),
        singleSample(
          'sankofa_realtime_sockets',
          'Open realtime sockets on this instance.',
          'gauge',
          sockets.sockets,
        ),
        singleSample(
          'sankofa_realtime_members',
          'Members with at least one open socket on this instance.',
          'gauge',
          sockets.members,
        ),
        perJob(
          'sankofa_job_runs_total',
          'Scheduled job ticks this instance ran.',
          'counter',
          (job) => job.runs,
        ),
        perJob(
          'sankofa_job_failures_total',
          'Scheduled job ticks that failed on this instance.',
          'counter',
          (job) => job.failures,
        ),
        perJob(
          'sankofa_job_last_duration_seconds',
          'Duration of the last successful run.',
          'gauge',
          (job) => job.lastSeconds,
        ),
        perJob(
          'sankofa_job_last_success_timestamp_seconds',
          'When the last successful run ended (0: not yet on this instance).',
          'gauge',
          (job) => job.lastSuccessAt,
        ),
        singleSample(
          'sankofa_mail_queue_depth',
          'Mails waiting for delivery (queued, being sent or retrying), all instances.',
          'gauge',
          mailStats.queued + mailStats.retrying,
        ),
        singleSample(
          'sankofa_mail_oldest_queued_age_seconds',
          'Age of the oldest mail still waiting for delivery (0: none waiting).',
          'gauge',
          Math.round(mailStats.oldestQueuedSeconds),
        ),
        samplesByLabel(
          'sankofa_mail_failed',
          'Mails given up (failed) or held (the address bounced), all instances.',
          'gauge',
          'state',
          { failed: mailStats.failed, held: mailStats.held },
        ),
        singleSample(
          'sankofa_mail_delivery_failures_total',
          'Delivery attempts that failed on this instance (retried or given up).',
          'counter',
          mailCounters.retried + mailCounters.failed,
        ),
        singleSample('process_resident_memory_bytes', 'Resident memory of the process.', 'gauge', memory.rss),
        // With the resident memory, what bench/soak.mjs watches for a leak (issue 41).
        singleSample('nodejs_heap_used_bytes', 'V8 heap in use.', 'gauge', memory.heapUsed),
        // Buffers and other memory V8 tracks outside its heap: what tells a Buffer leak from native
        // memory (libvips, zlib, the allocator's fragmentation) when the resident memory grows.
        singleSample(
          'nodejs_external_memory_bytes',
          'Memory of objects outside the V8 heap that V8 tracks (Buffers included).',
          'gauge',
          memory.external,
        ),
        singleSample(
          'process_uptime_seconds',
          'Seconds since the process started.',
          'gauge',
          Math.round(process.uptime()),
        ),
      ];
    },
  });
  // Who a request's cookie belongs to: the auth area's resolver, behind the platform's interface.
  const { sessionResolver } = services;
  await app.register(actorPlugin, { sessions: sessionResolver });
  await app.register(writeLimitsPlugin, { counter: rateLimits });
  await app.register(realtimePlugin, {
    bus: realtime,
    sessions: sessionResolver,
    publicUrl: config.publicUrl,
  });
  for (const area of wiring) {
    for (const routes of area.routes) await routes.register(app);
  }
  // Every area's back-office routes in one scope: staff only, each endpoint's ability checked with the
  // staff text and a log row (plugins/admin-scope.ts), whichever area declares them.
  await app.register(async (scope) => {
    guardAdminScope(scope, logs);
    for (const area of wiring) {
      for (const routes of area.adminRoutes) await routes.register(scope, adminApiPrefix);
    }
  });
  await app.register(webAssetsPlugin, {
    dir: deps.webDir ?? webDistDir,
    storage: localStorage ? { root: localStorage.publicRoot } : { driver: storage },
    publicUrl: config.publicUrl,
    shareMeta: wiring.flatMap((area) => area.shareMeta),
    siteName: () => settings.siteName(),
    dataPreloads: pageDataPreloads,
  });

  // The worker delivers the outbox from the start (mails a previous run left are picked up).
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => {
    await mail.stop();
    mailTransport.close();
  });
  app.addHook('onClose', async () => realtime.close());
  app.addHook('onClose', async () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('services', services);
  return app;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs of every area. */
    jobs: Jobs;
    /** The platform's and the areas' shared services, for start-up tasks and tests. */
    services: PlatformServices & AreaServices;
  }
}
