import { z } from 'zod';
import { NotificationType } from '../../../common/contracts/notifications';

/**
 * The French text a type starts with (000 §3 "notification_templates"): `{variable}` placeholders are
 * filled from the notification's data. Seeded once by type; admins edit them after.
 */
export interface NotificationTemplate {
  title: string;
  body: string;
}

/** One notification type as the platform uses it, declared by the area that emits it. */
export interface NotificationSpec {
  readonly template: NotificationTemplate;
  /** Mailed when the member never chose (000 §7); every type shows in the app by default. */
  readonly emailByDefault: boolean;
  /** The data fields emitters pass (000 §3), for the template's placeholders. */
  readonly fields: readonly string[];
  /** Where a click leads (000 §4 "Notifications"), built only from fields that pass their schema. */
  link(data: Record<string, unknown>): string | null;
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
}): NotificationSpec => {
  const lenient = lenientOf(spec.data);
  return {
    template: spec.template,
    emailByDefault: spec.emailByDefault,
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
export type AreaNotifications = Partial<Record<NotificationType, NotificationSpec>>;

/** Every notification type's spec, gathered from the areas' modules. */
export interface NotificationRegistry {
  get(type: NotificationType): NotificationSpec;
  /** Where a notification leads. */
  link(type: NotificationType, data: Record<string, unknown>): string | null;
  /** The seed template of every type. */
  templates(): { type: NotificationType; title: string; body: string }[];
}

/**
 * Gathers the areas' notification declarations. Throws when a type of `common/registry.ts` is declared
 * by no area or by two, so a missing declaration stops the app at start-up (and every test).
 */
export const createNotificationRegistry = (
  areas: readonly { name: string; notifications?: AreaNotifications }[],
): NotificationRegistry => {
  const specs = new Map<NotificationType, { area: string; spec: NotificationSpec }>();
  for (const area of areas) {
    for (const type of NotificationType.options) {
      const spec = area.notifications?.[type];
      if (!spec) continue;
      const other = specs.get(type);
      if (other) throw new Error(`notification type ${type} declared by ${other.area} and ${area.name}`);
      specs.set(type, { area: area.name, spec });
    }
  }
  const missing = NotificationType.options.filter((type) => !specs.has(type));
  if (missing.length > 0) throw new Error(`notification types declared by no area: ${missing.join(', ')}`);

  const get = (type: NotificationType): NotificationSpec => {
    const found = specs.get(type);
    if (!found) throw new Error(`unknown notification type: ${type}`);
    return found.spec;
  };
  return {
    get,
    link: (type, data) => get(type).link(data),
    templates: () => NotificationType.options.map((type) => ({ type, ...get(type).template })),
  };
};
