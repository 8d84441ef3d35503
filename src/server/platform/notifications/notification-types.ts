import { z } from 'zod';
import type { NotificationTypeName } from '../../../common/registry';

/**
 * The French text a type starts with (000 §3 "notification_templates"): `{variable}` placeholders are
 * filled from the notification's data. Seeded once by type; admins edit them after.
 */
export interface NotificationTemplate {
  title: string;
  body: string;
}

/**
 * Who causes a notification of a type (issue 32 §3): `member`, a member's act (a like, a reply, a
 * request…), which `notify` drops when a block stands between that member and the recipient, either
 * way; `platform`, the site itself (a reminder, a finished export, a staff decision, a rule's mail).
 * Every type declares one: `block-matrix.test.ts` replays each `member` type across a block.
 */
export type NotificationCauser = 'member' | 'platform';

/** One notification type as the platform uses it, declared by the area that emits it. */
export interface NotificationSpec {
  readonly causer: NotificationCauser;
  readonly template: NotificationTemplate;
  /** Mailed when the member never chose (000 §7); every type shows in the app by default. */
  readonly emailByDefault: boolean;
  /** The data fields emitters pass (000 §3), for the template's placeholders. */
  readonly fields: readonly string[];
  /** Where a click leads (000 §4 "Notifications"), built only from fields that pass their schema. */
  link(data: Record<string, unknown>): string | null;
  /**
   * The admin notification e-mail type (001 §2.16) a `notifyAdmins` of this type is for, when it is not
   * the type's own name (`microblog_post` → `microblog_created`). A type declaring one is offered on
   * /admin/notification-emails; any other reaches the addresses that take its own name or `all`.
   */
  readonly adminEmail?: string | true;
  /**
   * Pushed to the member's subscribed devices when no tab of theirs is open (docs/areas/pwa.md): what a
   * phone should ring for (a message, a connection request, a reminder), not every like.
   */
  readonly push?: true;
  /**
   * What a member can take back and do again (a like, a registration): while the recipient has not read
   * it, the same notification from the same member (same data) is neither repeated nor mailed again.
   */
  readonly onceUnread?: true;
}

const lenientOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).partial();

/** The data a link builder sees: each field present only when its stored value passed its schema. */
export type LinkData<Shape extends z.ZodRawShape> = z.output<ReturnType<typeof lenientOf<Shape>>>;

/**
 * Declares a notification type: its data fields as zod schemas, where it leads, whether it mails by
 * default, and its seed template. Stored data is never trusted to build a URL: a field whose value
 * fails its schema (an id that is not a UUID…) reaches `link` as absent.
 */
export const defineNotification = <Shape extends z.ZodRawShape>(spec: {
  data: Shape;
  link: (data: LinkData<Shape>) => string | null;
  emailByDefault: boolean;
  template: NotificationTemplate;
  /** See NotificationCauser: required, so a new type says whether a block silences it. */
  causer: NotificationCauser;
  /** See NotificationSpec.adminEmail: `true` offers the type under its own name. */
  adminEmail?: string | true;
  /** See NotificationSpec.push. */
  push?: true;
  /** See NotificationSpec.onceUnread. */
  onceUnread?: true;
}): NotificationSpec => {
  const lenient = lenientOf(spec.data);
  return {
    causer: spec.causer,
    template: spec.template,
    emailByDefault: spec.emailByDefault,
    ...(spec.adminEmail === undefined ? {} : { adminEmail: spec.adminEmail }),
    ...(spec.push ? { push: true } : {}),
    ...(spec.onceUnread ? { onceUnread: true } : {}),
    fields: Object.keys(spec.data),
    link: (data) => {
      const valid = Object.fromEntries(
        Object.entries(spec.data).flatMap(([key, schema]) =>
          z.safeParse(schema, data[key]).success ? [[key, data[key]]] : [],
        ),
      );
      return spec.link(lenient.parse(valid));
    },
  };
};

/** The notification types of one area, keyed by type. */
export type AreaNotifications = Partial<Record<NotificationTypeName, NotificationSpec>>;

/** Every notification type's spec, gathered from the areas' modules. */
export interface NotificationRegistry {
  /** Every type, in the areas' order (the preferences list). */
  types(): readonly NotificationTypeName[];
  /** Whether a stored or requested name is a type some area declares. */
  has(type: string): type is NotificationTypeName;
  get(type: NotificationTypeName): NotificationSpec;
  /** Where a notification leads. */
  link(type: NotificationTypeName, data: Record<string, unknown>): string | null;
  /** The seed template of every type. */
  templates(): { type: NotificationTypeName; title: string; body: string }[];
  /** The admin e-mail types the areas declared (NotificationSpec.adminEmail), with the type declaring each. */
  adminEmailTypes(): { type: string; notificationType: NotificationTypeName }[];
}

/**
 * Gathers the areas' notification declarations. Throws when two areas declare one type, so the app
 * stops at start-up (and every test); src/server/areas.ts fails to compile when a registered type is
 * declared by none.
 */
export const createNotificationRegistry = (
  areas: readonly { name: string; notifications?: AreaNotifications }[],
): NotificationRegistry => {
  const specs = new Map<string, { area: string; spec: NotificationSpec }>();
  for (const area of areas) {
    for (const [type, spec] of Object.entries(area.notifications ?? {})) {
      if (!spec) continue;
      const other = specs.get(type);
      if (other) throw new Error(`notification type ${type} declared by ${other.area} and ${area.name}`);
      specs.set(type, { area: area.name, spec });
    }
  }
  // The keys come from `AreaNotifications`, whose keys are registered types.
  const types = [...specs.keys()] as NotificationTypeName[];
  const has = (type: string): type is NotificationTypeName => specs.has(type);

  const get = (type: NotificationTypeName): NotificationSpec => {
    const found = specs.get(type);
    if (!found) throw new Error(`unknown notification type: ${type}`);
    return found.spec;
  };
  return {
    types: () => types,
    has,
    get,
    link: (type, data) => get(type).link(data),
    templates: () => types.map((type) => ({ type, ...get(type).template })),
    adminEmailTypes: () =>
      types.flatMap((type) => {
        const declared = get(type).adminEmail;
        if (declared === undefined) return [];
        return [{ type: declared === true ? type : declared, notificationType: type }];
      }),
  };
};
