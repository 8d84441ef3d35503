import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminScreenEntry,
  type AdminScreenId,
  type AdminScreenSpec,
  type AdminScreenSpecs,
  inSidebarOrder,
} from '../common/admin-screens';
import { RealtimeEvent, type RealtimeEventType } from '../common/contracts/realtime';
import type { AreaAbilities } from '../common/permissions';
import type { AreaAbility, LogAction, MailKind, NotificationTypeName } from '../common/registry';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { LogService } from './platform/logs/log.service';
import type { MailService } from './platform/mail/mail.service';
import type { MailOutboxService } from './platform/mail/mail-outbox.service';
import {
  type MemberData,
  type MemberDataRegistry,
  memberDataRegistry,
  platformMemberData,
} from './platform/member-data';
import type {
  AreaNotifications,
  NotificationRegistry,
  NotificationSpec,
} from './platform/notifications/notification-types';
import type { RateLimitService } from './platform/rate-limits/rate-limit.service';
import type { SessionCache } from './platform/session-cache';
import type { SettingsService } from './platform/settings/settings.service';
import type { JobDefinition } from './plugins/jobs';
import type { RealtimeBus } from './plugins/realtime-bus';
import { type AreaBuckets, type Bucket, platformBuckets, type StorageDriver } from './plugins/storage';
import type { SharedPage, ShareMeta, ShareMetaRoute } from './plugins/web-assets';

/*
 * The area module contract: each area of `features/<area>/` declares itself in `<area>.module.ts` with
 * `defineArea`, and `app.ts` builds and registers the areas of `areas.ts` in their order.
 */

/** The Fastify instance areas register on. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Infrastructure built before any area, also on `app.services`. */
export interface PlatformServices {
  settings: SettingsService;
  mail: MailService;
  /** The outbox as the back office and the metrics read it (its list, "Renvoyer", the queue's counts). */
  mailOutbox: MailOutboxService;
  rateLimits: RateLimitService;
  logs: LogService;
  storage: StorageDriver;
  realtime: RealtimeBus;
  /** Sessions read in the last seconds; `invalidate(userId)` when a member's sessions or account change. */
  sessionCache: SessionCache;
}

/** Everything the platform gives the areas. */
export interface PlatformDeps extends PlatformServices {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  /** Every area's notification types (the notifications area dispatches them). */
  notificationTypes: NotificationRegistry;
  /** Every area's back office screens, in the sidebar's order (`/admin/me` answers from them). */
  adminScreens: readonly AdminScreenEntry[];
  /** Every area's member tables and files: the data export and the account's deletion read them. */
  memberData: MemberDataRegistry;
}

/**
 * Services an area gives the areas after it and `app.services`. Each module adds its own by declaration
 * merging, next to its `defineArea`:
 * `declare module '../../area' { interface AreaServices { connections: ConnectionService } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area modules through declaration merging.
export interface AreaServices {}

/** What `build` may take: the platform and the shared services of the areas listed before it. */
export type AreaDeps = PlatformDeps & AreaServices;

/** Routes, jobs and previews see the platform, every area's shared services and their own area's. */
export type AreaContext<Services> = AreaDeps & Services;

/** A route plugin with its options, registered by `app.ts`. */
export interface AreaRoutes {
  register(app: AppInstance, basePrefix?: string): Promise<void>;
}

/**
 * A route plugin and its options (`prefix` included), checked against the plugin's own options type.
 * Route plugins keep their `xxxRoutes` name and options object; a module only mounts them.
 */
export const mount = <Options extends FastifyPluginOptions, Provider extends FastifyTypeProvider>(
  plugin: FastifyPluginAsync<Options, RawServerDefault, Provider>,
  options: NoInfer<Options> & { prefix?: string },
): AreaRoutes => ({
  async register(app, basePrefix = '') {
    await app.register(plugin, { ...options, prefix: `${basePrefix}${options.prefix ?? ''}` });
  },
});

/** A scheduled job of an area: `plugins/jobs.ts` runs it, once per tick across instances. */
export interface AreaJob<Context> extends Omit<JobDefinition, 'run'> {
  run(context: Context, now: Date, previous?: Date): Promise<void>;
}

/** A server-rendered share preview (DESIGN.md §4) of the area's public pages. */
export interface ShareMetaRule<Context> {
  /** The exact pathname, or a pattern whose groups become `page.params`. */
  path: string | RegExp;
  meta(context: Context, page: SharedPage): Promise<ShareMeta | undefined>;
}

/**
 * The share preview of a directory's detail page, `/<section>/{id}`: the area's service `service`
 * answers for a well-formed id with the site's name; any other id has no preview.
 */
export const shareMetaById = <Service extends string>(
  section: string,
  service: Service,
): ShareMetaRule<
  { settings: SettingsService } & Record<
    Service,
    { shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> }
  >
> => ({
  path: new RegExp(`^/${section}/([0-9a-f-]{36})$`),
  meta: async (context, { params: [id] }) =>
    id && z.guid().safeParse(id).success
      ? context[service].shareMeta(id, await context.settings.siteName())
      : undefined,
});

/** Where admin routes are mounted; an area's `adminRoutes` prefixes are relative to it. */
export const adminApiPrefix = '/api/v1/admin';

/** An area's services: those named in `AreaServices` must have the types declared there. */
export type SharedAs<Services> = {
  [K in keyof Services]: K extends keyof AreaServices ? AreaServices[K] : unknown;
};

/** What a module declares. Every field but `name` is optional. */
export interface AreaDefinition<Name extends string, Services extends SharedAs<Services>> {
  /** The area's folder name under `features/`. */
  name: Name;
  /**
   * Builds the area's services from the platform and the services of the areas before it in
   * `areas.ts` (take only what you use). Keys that are in `AreaServices` must have its types.
   */
  build?: (deps: AreaDeps) => Services;
  /** Route plugins, usually under `/api/v1`. */
  routes?: (context: AreaContext<Services>) => readonly AreaRoutes[];
  /** Back-office route plugins, mounted under `/api/v1/admin`; each checks its own access. */
  adminRoutes?: (context: AreaContext<Services>) => readonly AreaRoutes[];
  /** Scheduled work. */
  jobs?: readonly AreaJob<AreaContext<Services>>[];
  /** Share previews of the area's public pages. */
  shareMeta?: readonly ShareMetaRule<AreaContext<Services>>[];
  /** The notification types the area emits (its `<area>NotificationTypes`), each with `defineNotification`. */
  notifications?: AreaNotifications;
  /** The log actions it records (its contract's `<area>LogActions`). */
  logActions?: readonly LogAction[];
  /** The mail kinds it sends (its contract's `<area>MailKinds`). */
  mailKinds?: readonly MailKind[];
  /** The realtime events (`common/contracts/realtime.ts`) its services publish. */
  realtimeEvents?: readonly RealtimeEventType[];
  /** Its abilities and the staff roles holding them (its contract's `<area>Abilities`). */
  abilities?: AreaAbilities;
  /** The back office screens whose pages it owns (its `contracts/<area>.admin-screens.ts`). */
  adminScreens?: { readonly [Id in AdminScreenId]?: AdminScreenSpec };
  /** Its storage buckets, each `public` (served at /storage) or `private` (never), added to `Buckets`. */
  buckets?: AreaBuckets;
  /** Its tables holding a member's rows (how the data export treats each) and the member's files it stores. */
  memberData?: MemberData;
}

/** What an area contributes once every area is built. */
export interface AreaWiring {
  routes: readonly AreaRoutes[];
  adminRoutes: readonly AreaRoutes[];
  jobs: readonly JobDefinition[];
  shareMeta: readonly ShareMetaRoute[];
}

/** The registry values (common/registry.ts) an area declares, as unions. */
export interface AreaDeclarations {
  notificationTypes: NotificationTypeName;
  logActions: LogAction;
  mailKinds: MailKind;
  abilities: AreaAbility;
  adminScreens: AdminScreenId;
  buckets: Bucket;
}

/** A declared area, as `areas.ts` lists it. */
export interface Area<
  Name extends string = string,
  Services extends object = object,
  Declares extends AreaDeclarations = AreaDeclarations,
> {
  readonly name: Name;
  readonly notifications: { readonly [Type in Declares['notificationTypes']]?: NotificationSpec };
  readonly logActions: readonly Declares['logActions'][];
  readonly mailKinds: readonly Declares['mailKinds'][];
  readonly realtimeEvents: readonly RealtimeEventType[];
  readonly abilities: AreaAbilities;
  readonly adminScreens: AdminScreenSpecs;
  readonly buckets: AreaBuckets;
  readonly memberData: MemberData;
  readonly jobNames: readonly string[];
  build(deps: AreaDeps): {
    services: Services;
    /** `all`: the platform and every area's services, once the last area is built. */
    wire(all: AreaDeps): AreaWiring;
  };
}

/** Declares an area module (see docs/ARCHITECTURE.md "Adding an area"). */
export const defineArea = <
  const Name extends string,
  Services extends SharedAs<Services> = Record<never, never>,
  const Notifications extends AreaNotifications = Record<never, never>,
  const Actions extends readonly LogAction[] = readonly [],
  const Kinds extends readonly MailKind[] = readonly [],
  const Granted extends AreaAbilities = Record<never, never>,
  const Screens extends NonNullable<AreaDefinition<Name, Services>['adminScreens']> = Record<never, never>,
  const Stored extends AreaBuckets = Record<never, never>,
>(
  definition: AreaDefinition<Name, Services> & {
    notifications?: Notifications;
    logActions?: Actions;
    mailKinds?: Kinds;
    abilities?: Granted;
    adminScreens?: Screens;
    buckets?: Stored;
  },
): Area<
  Name,
  Services,
  {
    notificationTypes: Extract<keyof Notifications, NotificationTypeName>;
    logActions: Actions[number];
    mailKinds: Kinds[number];
    abilities: Extract<keyof Granted, AreaAbility>;
    adminScreens: Extract<keyof Screens, AdminScreenId>;
    buckets: Extract<keyof Stored, Bucket>;
  }
> => ({
  name: definition.name,
  notifications: definition.notifications ?? {},
  logActions: definition.logActions ?? [],
  mailKinds: definition.mailKinds ?? [],
  realtimeEvents: definition.realtimeEvents ?? [],
  abilities: definition.abilities ?? {},
  adminScreens: definition.adminScreens ?? {},
  buckets: definition.buckets ?? {},
  memberData: definition.memberData ?? {},
  jobNames: (definition.jobs ?? []).map((job) => job.name),
  build(deps) {
    // Without `build`, Services is its default, the empty record; TypeScript cannot tie the two.
    const services = definition.build?.(deps) ?? ({} as Services);
    return {
      services,
      wire(all) {
        const context: AreaContext<Services> = { ...all, ...services };
        return {
          routes: definition.routes?.(context) ?? [],
          adminRoutes: definition.adminRoutes?.(context) ?? [],
          jobs: (definition.jobs ?? []).map((job) => ({
            name: job.name,
            schedule: job.schedule,
            run: (now: Date, previous?: Date) => job.run(context, now, previous),
          })),
          shareMeta: (definition.shareMeta ?? []).map((rule) => ({
            path: rule.path,
            meta: (page: SharedPage) => rule.meta(context, page),
          })),
        };
      },
    };
  },
});

/**
 * Builds the areas in list order, each with the platform and the services built before it. Reading a
 * service no earlier area built throws at once, naming both (the list's order is the build order).
 * Returns every area's services and their routes, jobs and previews.
 */
export const buildAreas = (areas: readonly Area[], platform: PlatformDeps) => {
  const built: Partial<AreaDeps> = { ...platform };
  const owners = new Map<string, string>(Object.keys(platform).map((key) => [key, 'the platform']));
  const wires: ((all: AreaDeps) => AreaWiring)[] = [];
  for (const area of areas) {
    const visible = new Proxy(built, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) {
          throw new Error(
            `area ${area.name} uses ${key}, which no area before it builds: order src/server/areas.ts`,
          );
        }
        return Reflect.get(target, key);
      },
    });
    // The proxy answers every key built so far and throws for the rest, so it stands for AreaDeps here.
    const { services, wire } = area.build(visible as AreaDeps);
    for (const [key, service] of Object.entries(services)) {
      const owner = owners.get(key);
      if (owner) throw new Error(`service ${key} is built by both ${owner} and area ${area.name}`);
      owners.set(key, area.name);
      Object.assign(built, { [key]: service });
    }
    wires.push(wire);
  }
  // Complete: areas.ts fails to compile unless some area builds every key of AreaServices.
  const all = built as AreaDeps;
  return { services: all, wiring: wires.map((wire) => wire(all)) };
};

/** The values that two areas declare (or, given a registry, that no area declares). */
const declarationProblems = (
  what: string,
  declared: readonly { area: string; values: readonly string[] }[],
  registry?: readonly string[],
): string[] => {
  const owners = new Map<string, string[]>();
  for (const { area, values } of declared) {
    for (const value of values) owners.set(value, [...(owners.get(value) ?? []), area]);
  }
  return [
    ...(registry ?? [])
      .filter((value) => !owners.has(value))
      .map((value) => `${what} ${value} is declared by no area`),
    ...[...owners]
      .filter(([, areas]) => areas.length > 1)
      .map(([value, areas]) => `${what} ${value} is declared by ${areas.join(' and ')}`),
    ...(registry === undefined ? [] : [...owners.keys()])
      .filter((value) => !registry?.includes(value))
      .map((value) => `${what} ${value} is missing from its registry`),
  ];
};

const realtimeEventTypes: readonly string[] = RealtimeEvent.options.map((option) => option.shape.type.value);

/** Every area's abilities, in the list's order, for `grantAreaAbilities` (common/permissions.ts). */
export const areaAbilities = (areas: readonly Area[]): AreaAbilities[] => areas.map((area) => area.abilities);

/** Every area's back office screens, in the sidebar's order. */
export const areaAdminScreens = (areas: readonly Area[]): AdminScreenEntry[] =>
  inSidebarOrder(areas.map((area) => area.adminScreens));

/** Every bucket, the platform's and the areas', with its serving (`plugins/storage.ts`). */
export const areaBuckets = (areas: readonly Area[]): AreaBuckets =>
  Object.assign({}, platformBuckets, ...areas.map((area) => area.buckets));

/** Every area's member tables and files, with the platform's (`platform/member-data.ts`). */
export const areaMemberData = (areas: readonly Area[]): MemberDataRegistry =>
  memberDataRegistry(areas.map((area) => area.memberData));

/** Screens at one rank (`screens` in the sidebar's order): the sidebar's order would depend on the list's. */
const sharedRanks = (screens: readonly AdminScreenEntry[]): string[] =>
  screens.flatMap((screen, i) => {
    const previous = screens[i - 1];
    return previous?.order === screen.order
      ? [`admin screens ${previous.id} and ${screen.id} share rank ${screen.order}`]
      : [];
  });

/**
 * What is wrong with the areas' declarations: names repeated, registry values (notification types, log
 * actions, mail kinds, abilities, admin screens, realtime events), storage buckets and member tables
 * (the platform's included) declared by two areas, two screens at
 * one rank of the sidebar, realtime events declared by none (the other registries are types: areas.ts
 * fails to compile when one of their values is declared by none). `app.ts` refuses to start unless this
 * is empty.
 */
export const areaProblems = (areas: readonly Area[]): string[] => {
  const names = areas.map((area) => area.name);
  const jobNames = areas.flatMap((area) => area.jobNames);
  return [
    ...names.filter((name, i) => names.indexOf(name) !== i).map((name) => `area ${name} is listed twice`),
    ...jobNames
      .filter((name, i) => jobNames.indexOf(name) !== i)
      .map((name) => `job ${name} is defined twice`),
    ...declarationProblems(
      'notification type',
      areas.map((area) => ({ area: area.name, values: Object.keys(area.notifications) })),
    ),
    ...declarationProblems(
      'log action',
      areas.map((area) => ({ area: area.name, values: area.logActions })),
    ),
    ...declarationProblems(
      'mail kind',
      areas.map((area) => ({ area: area.name, values: area.mailKinds })),
    ),
    ...declarationProblems(
      'ability',
      areas.map((area) => ({ area: area.name, values: Object.keys(area.abilities) })),
    ),
    ...declarationProblems(
      'admin screen',
      areas.map((area) => ({ area: area.name, values: Object.keys(area.adminScreens) })),
    ),
    ...sharedRanks(areaAdminScreens(areas)),
    ...declarationProblems('bucket', [
      { area: 'the platform', values: Object.keys(platformBuckets) },
      ...areas.map((area) => ({ area: area.name, values: Object.keys(area.buckets) })),
    ]),
    ...declarationProblems('member table', [
      { area: 'the platform', values: Object.keys(platformMemberData.tables ?? {}) },
      ...areas.map((area) => ({ area: area.name, values: Object.keys(area.memberData.tables ?? {}) })),
    ]),
    ...declarationProblems(
      'realtime event',
      areas.map((area) => ({ area: area.name, values: area.realtimeEvents })),
      realtimeEventTypes,
    ),
  ];
};
