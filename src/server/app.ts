import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { assetMaxBytes } from '../common/contracts/settings';
import { httpTimeouts } from '../common/limits';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './features/admin/admin.routes';
import { createAdminService } from './features/admin/admin.service';
import { adminSetupRoutes } from './features/admin/admin-setup.routes';
import { aiRoutes } from './features/ai/ai.routes';
import { createAiService } from './features/ai/ai.service';
import { createAuthHooks } from './features/auth/auth.hooks';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { authLinkRoutes } from './features/auth/auth-links.routes';
import { createAuthLinkService } from './features/auth/auth-links.service';
import { createSessionCookieReader } from './features/auth/session-cookie';
import { connectionRoutes } from './features/connections/connection.routes';
import { createConnectionService } from './features/connections/connection.service';
import { createCommentService } from './features/feed/comment.service';
import { feedRoutes } from './features/feed/feed.routes';
import { createHashtagService } from './features/feed/hashtag.service';
import { createMediaService } from './features/feed/media.service';
import { createPostService } from './features/feed/post.service';
import { createReactionService } from './features/feed/reaction.service';
import { healthRoutes } from './features/health/health.routes';
import { invitationRoutes } from './features/invitations/invitation.routes';
import { createInvitationService } from './features/invitations/invitation.service';
import { locationRoutes } from './features/locations/location.routes';
import { createLocationService } from './features/locations/location.service';
import { createLogService } from './features/logs/log.service';
import { createMailService } from './features/mail/mail.service';
import { messageRoutes } from './features/messages/message.routes';
import { createMessageService } from './features/messages/message.service';
import { networkRoutes } from './features/network/network.routes';
import { createNetworkService } from './features/network/network.service';
import { notificationRoutes } from './features/notifications/notification.routes';
import { createNotificationService } from './features/notifications/notification.service';
import { pageRoutes } from './features/pages/page.routes';
import { createPageService } from './features/pages/page.service';
import { createAvatarService } from './features/profiles/avatar.service';
import { profileRoutes } from './features/profiles/profile.routes';
import { createProfileService } from './features/profiles/profile.service';
import { createProfileContactService } from './features/profiles/profile-contact.service';
import { createProfileItemsService } from './features/profiles/profile-items.service';
import { createRateLimitService } from './features/rate-limits/rate-limit.service';
import { settingsRoutes } from './features/settings/settings.routes';
import { createSettingsService } from './features/settings/settings.service';
import { createSiteSettingsService } from './features/settings/site-settings.service';
import { AppError } from './lib/app-error';
import { webDistDir } from './lib/paths';
import { withoutSecrets } from './lib/redact';
import { isLoopbackUrl, websocketOrigin } from './lib/site-origin';
import { actorPlugin } from './plugins/actor';
import { authBasePath, createAuth } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { createJobs, type Jobs } from './plugins/jobs';
import { createMailTransport, type MailTransport } from './plugins/mail';
import { originCheckPlugin } from './plugins/origin-check';
import { realtimePlugin } from './plugins/realtime';
import { createRealtimeBus, type RealtimeBus } from './plugins/realtime-bus';
import { requestCeilingPlugin } from './plugins/request-ceiling';
import { createLocalStorage } from './plugins/storage';
import { webAssetsPlugin } from './plugins/web-assets';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the transport chosen from `config.smtpUrl` (tests). */
  mailTransport?: MailTransport;
  /** Where the built web app is; defaults to `dist/web`. */
  webDir?: string;
  /** Pino options, or false to log nothing (tests). */
  logger?: boolean | { level: string };
}

/** Builds the whole application: plugins, services wired with their repositories, then each area's routes. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: typeof deps.logger === 'object' ? deps.logger.level : config.logLevel,
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
    // A slow or stalled client cannot hold a connection forever (issue 11 §9): the whole request must
    // arrive within a minute (a 10 MB upload needs ~1.4 Mbit/s), an idle socket closes after two.
    // Upgraded WebSockets are out of reach of both (ws clears the socket timeout; the realtime plugin
    // pings every 30 s).
    requestTimeout: httpTimeouts.requestMs,
    connectionTimeout: httpTimeouts.connectionMs,
    keepAliveTimeout: httpTimeouts.keepAliveMs,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(requestCeilingPlugin, config.requestCeiling);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(helmet, {
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
  });
  await app.register(cookie);
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
        if (actor?.role !== 'admin') throw new AppError('not_found');
      },
    },
  });

  // Services, each built with only what it uses.
  const db = database.db;
  const settings = createSettingsService(db);
  const mailTransport = deps.mailTransport ?? createMailTransport(config.smtpUrl, config.mailFrom);
  const mail = createMailService(db, mailTransport, settings, app.log, {
    printLinks: config.isDev || isLoopbackUrl(config.publicUrl),
  });
  const rateLimits = createRateLimitService(db);
  const profiles = createProfileService(db);
  const authHooks = createAuthHooks({ db, mail, profiles });
  const auth = createAuth(db, config, authHooks, app.log);
  const sessionCookie = createSessionCookieReader({
    secret: config.authSecret,
    secure: config.publicUrl.startsWith('https://'),
  });
  const authService = createAuthService({
    db,
    auth,
    rateLimits,
    profiles,
    sessionCookie,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    sendConfirmationMail: authHooks.sendVerificationEmail,
  });
  const logs = createLogService(db, settings);
  const storage = createLocalStorage(path.join(config.dataDir, 'storage'));
  const siteSettings = createSiteSettingsService({ settings, storage, logs });
  const pageService = createPageService(db);
  const adminService = createAdminService({ db, logs, rateLimits, adminEmails: config.adminEmails });
  const invitationService = createInvitationService({ config, mail, rateLimits, logs });
  const profileItems = createProfileItemsService({ db, profiles });
  const avatarService = createAvatarService({ db, storage, logs, rateLimits });
  const contactService = createProfileContactService({ config, profiles, mail, rateLimits, logs });
  const locationService = createLocationService();
  const aiService = createAiService({ config, settings, rateLimits });
  const realtime = createRealtimeBus(database, app.log);
  await realtime.start();
  const notifications = createNotificationService({
    db,
    mail,
    profiles,
    realtime,
    publicUrl: config.publicUrl,
  });
  const connections = createConnectionService({
    db,
    profiles,
    notifications,
    rateLimits,
    realtime,
    log: app.log,
  });
  const network = createNetworkService({ db });
  const feedMedia = createMediaService({ db, storage, rateLimits, log: app.log });
  const posts = createPostService({ db, media: feedMedia, notifications, rateLimits, log: app.log });

  // Scheduled work, one instance per tick (main.ts starts the timers; tests run ticks themselves).
  const jobs = createJobs({ database, log: app.log });
  jobs.add({
    name: 'security-clean-up',
    schedule: '7 * * * *',
    async run(now) {
      const auth = await authService.cleanUp(now);
      const links = await mail.removeExpiredLinks(now);
      await rateLimits.purge();
      app.log.info({ ...auth, outboxLinks: links }, 'security clean-up');
    },
  });
  jobs.add({
    name: 'feed-media-clean-up',
    schedule: '17 * * * *',
    run: async () => {
      await feedMedia.cleanupOrphans();
    },
  });
  const messaging = createMessageService({ db, notifications, rateLimits, realtime, log: app.log });

  await app.register(actorPlugin, { authService });
  await app.register(realtimePlugin, { bus: realtime, authService, publicUrl: config.publicUrl });
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/v1/auth', authService });
  await app.register(authLinkRoutes, {
    prefix: authBasePath,
    authLinks: createAuthLinkService({ db, auth, publicUrl: config.publicUrl, secret: config.authSecret }),
  });
  await app.register(settingsRoutes, { prefix: '/api/v1', siteSettings });
  await app.register(pageRoutes, { prefix: '/api/v1', pageService });
  await app.register(profileRoutes, {
    prefix: '/api/v1',
    profileService: profiles,
    profileItems,
    avatarService,
    contactService,
  });
  await app.register(locationRoutes, { prefix: '/api/v1', locationService });
  await app.register(aiRoutes, { prefix: '/api/v1', aiService });
  await app.register(invitationRoutes, { prefix: '/api/v1', invitationService });
  await app.register(notificationRoutes, { prefix: '/api/v1', notificationService: notifications });
  await app.register(connectionRoutes, { prefix: '/api/v1', connectionService: connections });
  await app.register(networkRoutes, { prefix: '/api/v1', networkService: network });
  await app.register(feedRoutes, {
    prefix: '/api/v1',
    postService: posts,
    commentService: createCommentService({ db, rateLimits }),
    reactionService: createReactionService({ db, rateLimits }),
    hashtagService: createHashtagService({ db }),
    mediaService: feedMedia,
    aiService,
  });
  await app.register(messageRoutes, { prefix: '/api/v1', messageService: messaging });
  await app.register(adminSetupRoutes, { prefix: '/api/v1/admin-setup', adminService });
  await app.register(adminRoutes, { prefix: '/api/v1/admin', adminService, siteSettings, logs });
  await app.register(webAssetsPlugin, {
    dir: deps.webDir ?? webDistDir,
    storageDir: storage.publicRoot,
    publicUrl: config.publicUrl,
    shareMeta: async (pathname, query) => {
      const post = pathname === '/feed' ? query.get('post') : null;
      if (post && /^[0-9a-f-]{36}$/i.test(post)) {
        return posts.shareMeta(post, config.publicUrl, await settings.siteName());
      }
      const page = /^\/page\/([a-z0-9-]+)$/.exec(pathname);
      if (page?.[1]) return pageService.pageMeta(page[1]);
      const profile = /^\/profile\/([0-9a-f-]{36})$/i.exec(pathname);
      if (profile?.[1]) return profiles.shareMeta(profile[1], config.publicUrl, await settings.siteName());
      return undefined;
    },
  });

  app.addHook('onClose', async () => mailTransport.close());
  app.addHook('onClose', async () => realtime.close());
  app.addHook('onClose', async () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('services', {
    settings,
    mail,
    rateLimits,
    profiles,
    authService,
    logs,
    pageService,
    adminService,
    realtime,
    notifications,
    connections,
    messaging,
  });
  return app;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs of every area. */
    jobs: Jobs;
    /** The wired services, for start-up tasks and tests. */
    services: {
      settings: ReturnType<typeof createSettingsService>;
      mail: ReturnType<typeof createMailService>;
      rateLimits: ReturnType<typeof createRateLimitService>;
      profiles: ReturnType<typeof createProfileService>;
      authService: ReturnType<typeof createAuthService>;
      logs: ReturnType<typeof createLogService>;
      pageService: ReturnType<typeof createPageService>;
      adminService: ReturnType<typeof createAdminService>;
      realtime: RealtimeBus;
      notifications: ReturnType<typeof createNotificationService>;
      connections: ReturnType<typeof createConnectionService>;
      messaging: ReturnType<typeof createMessageService>;
    };
  }
}
