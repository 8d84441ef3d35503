import type {
  NotificationItem,
  NotificationPriority,
  NotificationsPage,
  NotificationsQuery,
  NotificationType,
} from '../../../common/contracts/notifications';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import type { NotificationRegistry } from '../../platform/notifications/notification-types';
import type { RealtimePublisher } from '../../plugins/realtime-bus';
import { isBlocked } from '../auth/auth.service';
import { toItem as itemOf } from './notification.presenter';
import * as repo from './notification.repository';
import { createNotificationDelivery } from './notification-delivery';
import type { NotificationPreferenceService } from './notification-preference.service';
import { renderTemplate } from './notification-template';

export type NotificationService = ReturnType<typeof createNotificationService>;

/**
 * The member whose act caused a notification: their id, or the actor (whose `keptApart` spares the
 * block query when no block involves them); null for the platform's own (a reminder, an export…).
 */
export type CausedBy = string | Pick<Actor, 'id' | 'keptApart'> | null;

/**
 * The notification-dispatcher of 000 §7 and the bell's API (000 §4 "Notifications"). Each type's
 * template, link and default delivery come from the area that declares it (`types`).
 */
export const createNotificationService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'profiles' | 'adminEmails' | 'settings' | 'push'> & {
    realtime: RealtimePublisher;
    publicUrl: string;
    types: NotificationRegistry;
    preferences: Pick<NotificationPreferenceService, 'preferenceOf'>;
  },
) => {
  const { db, realtime, types } = deps;
  const delivery = createNotificationDelivery(deps);
  const toItem = itemOf(types);

  const publishUnreadCount = async (userId: string) => {
    const unreadCount = await repo.countUnread(db, userId);
    await realtime.publish(userId, { type: 'notifications.changed', unreadCount });
  };

  const service = {
    /**
     * notify(userId, type, data, causedBy): renders the type's active template with `data`, then, as the
     * member's preference for the type says, stores it in the app (and pushes `notification.created`
     * live) and sends it by e-mail. Nothing for an inactive template, a blocked or suspended recipient, or a
     * recipient kept apart by a block from `causedBy`, the member whose act caused it (null for the
     * platform's own; a type whose `causer` is 'member' must name them). Returns the
     * stored notification, if any. Throws only when the database fails. `inAppOnly`: the emitter mails
     * the member itself (its own mail, with its own unsubscribe link), so only the app's half is done.
     */
    async notify(
      userId: string,
      type: NotificationType,
      data: Record<string, unknown>,
      causedBy: CausedBy,
      options: { priority?: NotificationPriority; inAppOnly?: boolean } = {},
    ): Promise<NotificationItem | undefined> {
      if (types.get(type).causer === 'member' && !causedBy)
        throw new Error(`notification ${type} is caused by a member: notify() must name them`);
      // A block, either way, between the member who caused it and the recipient silences it (issue 32 §3);
      // an actor whom no block involves (`keptApart` false: nearly all) needs no query.
      const causer = typeof causedBy === 'string' ? { id: causedBy, keptApart: true } : causedBy;
      if (causer?.keptApart && causer.id !== userId && (await isBlockedEitherWay(db, userId, causer.id)))
        return undefined;
      // A like given, taken back and given again tells the author once, until they read it.
      if (
        types.get(type).onceUnread &&
        causer &&
        causer.id !== userId &&
        (await repo.hasUnreadSame(db, { userId, type, causedBy: causer.id, data }))
      )
        return undefined;
      const template = await repo.findTemplate(db, type);
      if (template && !template.isActive) return undefined;
      const source = template ?? types.get(type).template;
      const recipient = await deps.profiles.get(userId);
      if (!recipient || isBlocked(recipient)) return undefined;
      const preference = await deps.preferences.preferenceOf(userId, type);
      const seed = types.get(type).template;
      const rendered = {
        title: renderTemplate(source.title, data),
        body: renderTemplate(source.body, data),
        isCustomised: source.title !== seed.title || source.body !== seed.body,
      };
      const link = types.link(type, data);

      let item: NotificationItem | undefined;
      if (preference.inApp) {
        const row = await repo.insert(db, {
          userId,
          type,
          title: rendered.title,
          body: rendered.body,
          priority: options.priority ?? 'medium',
          data,
          causedBy: causer && causer.id !== userId ? causer.id : null,
        });
        item = toItem(row);
        await realtime.publish(userId, { type: 'notification.created', notification: item });
        if (types.get(type).push) delivery.pushInBackground(userId, type, rendered, data, link);
      }
      if (preference.email && !options.inAppOnly)
        await delivery.sendMail(recipient, type, rendered, data, link);
      return item;
    },

    /** The actor's notifications, newest first (keyset; `unread` for the panel's 20 unread). */
    async list(actor: Actor, query: NotificationsQuery): Promise<NotificationsPage> {
      const rows = await repo.list(db, actor.id, {
        unread: query.unread,
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return { items: page.items.map(toItem), nextCursor: page.nextCursor };
    },

    unreadCount: async (actor: Actor) => ({ count: await repo.countUnread(db, actor.id) }),

    /** Marks one of the actor's notifications read. Throws not_found for anyone else's. */
    async markRead(actor: Actor, id: string): Promise<NotificationItem> {
      const row = await repo.markRead(db, actor.id, id);
      if (!row) throw new AppError('not_found');
      await publishUnreadCount(actor.id);
      return toItem(row);
    },

    async markAllRead(actor: Actor): Promise<{ updated: number }> {
      const updated = await repo.markAllRead(db, actor.id);
      if (updated > 0) await publishUnreadCount(actor.id);
      return { updated };
    },

    /** Deletes one of the actor's notifications. Throws not_found for anyone else's. */
    async delete(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteOwned(db, actor.id, id))) throw new AppError('not_found');
      await publishUnreadCount(actor.id);
    },

    /** Answering a request marks its connection_request notification read (000 §4). */
    async markConnectionRequestRead(userId: string, connectionId: string): Promise<void> {
      const changed = await repo.markReadAbout(
        db,
        userId,
        'connection_request',
        'connection_id',
        connectionId,
      );
      if (changed > 0) await publishUnreadCount(userId);
    },

    /**
     * The content-created dispatcher (001 §6, plans/001 X8): every area calls it after its transaction
     * committed, with its notification type. It reaches the admin notification addresses taking that
     * type or `all` (features/admin-emails; before that list is set up, the admins and ADMIN_EMAILS): an
     * address of a member gets the notification in the app (medium priority, then by mail as the member
     * chose) unless a block stands between them and the actor, any other a mail whose subject starts with the site's name. Never the actor (`exceptId`).
     * One address failing does not stop the others; the first failure is thrown after, for the caller's
     * `sideEffect` to log (the content is saved whatever happens here).
     */
    async notifyAdmins(
      type: NotificationType,
      data: Record<string, unknown>,
      exceptId: string,
    ): Promise<void> {
      const { addresses } = await deps.adminEmails.recipientsOf(type);
      if (addresses.length === 0) return;
      const members = await deps.adminEmails.membersByAddress(addresses);
      let failure: unknown;
      let direct: { subject: string; body: string; link: string } | null | undefined;
      for (const address of addresses) {
        const memberId = members.get(address);
        if (memberId === exceptId) continue;
        try {
          if (memberId) {
            await service.notify(memberId, type, data, exceptId || null, { priority: 'medium' });
            continue;
          }
          direct ??= await delivery.directMailOf(type, data);
          if (direct === null) continue;
          await deps.mail.send({
            to: address,
            kind: 'admin_content_created',
            template: 'mail.adminContent',
            texts: { subject: direct.subject, intro: direct.body },
            link: direct.link,
          });
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure !== undefined) throw failure;
    },

    /** Reading a conversation marks its message_received notifications read (the bell follows the thread). */
    async markConversationRead(userId: string, conversationId: string): Promise<void> {
      const changed = await repo.markReadAbout(
        db,
        userId,
        'message_received',
        'conversation_id',
        conversationId,
      );
      if (changed > 0) await publishUnreadCount(userId);
    },

    /** A cancelled request leaves no notification behind that would point at nothing. */
    async withdrawConnectionRequest(userId: string, connectionId: string): Promise<void> {
      const removed = await repo.deleteForConnection(db, userId, 'connection_request', connectionId);
      if (removed > 0) await publishUnreadCount(userId);
    },

    /**
     * A block between `a` and `b` (issue 32 §3): the notifications either caused the other go, so
     * neither's bell still names the other or links to what the block now hides.
     */
    async forgetBetween(a: string, b: string): Promise<void> {
      const recipients = await repo.deleteBetween(db, a, b);
      await Promise.all(recipients.map(publishUnreadCount));
    },

    /**
     * What a removed item leaves behind (a deleted post or group, a member out of a group): the
     * notifications whose data names it (`about`, e.g. `{ post_id }`) go, so no bell keeps a removed text
     * or a link to nothing. `only` narrows it to one member or some types.
     */
    async withdrawAbout(
      about: Record<string, string>,
      only?: { userId?: string; types?: readonly NotificationType[]; causedBy?: string },
    ): Promise<void> {
      const recipients = await repo.deleteAbout(db, about, only);
      await Promise.all(recipients.map(publishUnreadCount));
    },

    /** Seeds the French templates of every type (never overwriting an admin's edit). */
    async seedTemplates(): Promise<void> {
      await repo.insertMissingTemplates(db, types.templates());
    },
  };
  return service;
};
