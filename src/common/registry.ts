/*
 * The registries every area adds to: notification types, log actions, mail kinds, abilities and back
 * office screens. Each area names its
 * values once, in its contract, as a const array, and adds them to the interfaces below by declaration
 * merging, in the same file:
 *
 *   export const eventLogActions = ['event_created'] as const;
 *   declare module '../registry' {
 *     interface LogActions extends Registered<typeof eventLogActions> {}
 *   }
 *
 * Its server module lists the same arrays (`logActions`, `mailKinds`, `notifications`): `logs.record`
 * and `mail.send` refuse an unregistered value at compile time, src/server/areas.ts fails to compile
 * when a registered value is declared by no module, and the app refuses to start when two modules
 * declare one. The labels live in the area's own catalog file (common/i18n). No shared file lists the
 * areas' values, so an area adds its own without touching one.
 */

/** An area's values as registry entries (`interface LogActions extends Registered<…> {}`). */
export type Registered<Values extends readonly string[]> = { readonly [Value in Values[number]]: true };

/** The keys of an area's record as registry entries (`interface Abilities extends RegisteredKeys<…> {}`). */
export type RegisteredKeys<Values extends object> = { readonly [Value in keyof Values]: true };

// biome-ignore lint/suspicious/noEmptyInterface: the areas' contracts add to it (declaration merging)
export interface NotificationTypes {}
// biome-ignore lint/suspicious/noEmptyInterface: the areas' contracts add to it (declaration merging)
export interface LogActions {}
// biome-ignore lint/suspicious/noEmptyInterface: the areas' contracts add to it (declaration merging)
export interface MailKinds {}
/** The areas' own abilities (`<area>Abilities`); the platform's are in permissions.ts. */
// biome-ignore lint/suspicious/noEmptyInterface: the areas' contracts add to it (declaration merging)
export interface Abilities {}
/** The back office screens (`<area>AdminScreens`, in `contracts/<area>.admin-screens.ts`). */
// biome-ignore lint/suspicious/noEmptyInterface: the areas' declarations add to it (declaration merging)
export interface AdminScreens {}

/** Every notification type an area registered. */
export type NotificationTypeName = Extract<keyof NotificationTypes, string>;

/** Every ability an area declared (permissions.ts adds the platform's own). */
export type AreaAbility = Extract<keyof Abilities, string>;

/** Every action the log records (`logs.record(userId, action)`). */
export type LogAction = Extract<keyof LogActions, string>;

/** The notifications area mails each type under its own kind, so the outbox tells them apart. */
export const notificationMailKind = <T extends string>(type: T) => `notification_${type}` as const;

/** Every kind of mail the outbox records (`mail.send({ kind })`). */
export type MailKind =
  | Extract<keyof MailKinds, string>
  | ReturnType<typeof notificationMailKind<NotificationTypeName>>;

/**
 * The catalog key of a log action's label. Stored rows may hold an action this version retired: the
 * screens show the raw name when the catalogs have no label for it.
 */
export const logActionLabelKey = (action: string) => `admin.logs.actions.${action}` as const;

/** The catalog key of a mail kind's label. */
export const mailKindLabelKey = (kind: string) => `admin.mails.kinds.${kind}` as const;

/** The catalog key of a notification type's name (preferences, admin templates). */
export const notificationTypeLabelKey = (type: string) => `notifications.types.${type}` as const;
