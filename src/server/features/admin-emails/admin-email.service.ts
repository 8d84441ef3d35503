import {
  type AdminEmail,
  type AdminEmailCreateBody,
  type AdminEmailsResponse,
  type AdminEmailType,
  type AdminEmailUpdateBody,
  adminEmailAliases,
  adminEmailSpecTypes,
  adminEmailTypeLabelKey,
  allAdminEmailTypes,
  defaultAdminEmailTypes,
} from '../../../common/contracts/admin-emails';
import type { NotificationTypeName } from '../../../common/registry';
import type { AreaDeps } from '../../area';
import { AppError, invalidField } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import * as repo from './admin-email.repository';

/** Set once the list was seeded or an address added: from then on the list alone decides (decision 6). */
const configuredKey = 'admin_notification_emails_configured';

export type AdminEmailService = ReturnType<typeof createAdminEmailService>;

/** Who a dispatch reaches: addresses, each once, lower-cased. */
export interface AdminRecipients {
  addresses: string[];
}

/**
 * The admin notification addresses (001 §2.16, §7.5) and who hears of a new piece of content (§6).
 * Until the list is set up (seeded from the admins and ADMIN_EMAILS at a start where there are some, or
 * an address added), the admins in good standing and ADMIN_EMAILS hear of everything, as before it
 * existed; from then on only its active addresses, each for the types it ticked or `all`.
 */
export const createAdminEmailService = (
  deps: Pick<AreaDeps, 'db' | 'settings' | 'logs' | 'notificationTypes'> & {
    configuredAdminEmails: readonly string[];
  },
) => {
  const { db } = deps;

  const isConfigured = async () => (await deps.settings.get(configuredKey)) === 'true';
  const markConfigured = () => deps.settings.set(configuredKey, 'true');

  /** `all`, the spec's six, then the types areas declared on their notifications. */
  const offeredTypes = (): AdminEmailType[] => {
    const declared = deps.notificationTypes
      .adminEmailTypes()
      .filter(({ type }) => !(adminEmailSpecTypes as readonly string[]).includes(type));
    const seen = new Set<string>();
    return [
      { type: allAdminEmailTypes, labelKey: adminEmailTypeLabelKey(allAdminEmailTypes) },
      ...adminEmailSpecTypes.map((type) => ({ type, labelKey: adminEmailTypeLabelKey(type) })),
      ...declared.flatMap(({ type, notificationType }) => {
        if (seen.has(type)) return [];
        seen.add(type);
        return [{ type, labelKey: adminEmailTypeLabelKey(type, notificationType) }];
      }),
    ];
  };

  /** The admin e-mail type a notification type is for: its declared one, the spec's alias, or its name. */
  const typeOf = (notificationType: string): string => {
    const declared = deps.notificationTypes.has(notificationType)
      ? deps.notificationTypes.get(notificationType).adminEmail
      : undefined;
    if (typeof declared === 'string') return declared;
    return adminEmailAliases[notificationType] ?? notificationType;
  };

  /** Refuses a type the screen does not offer (the list is the server's, not the client's). */
  const checkTypes = (types: string[] | undefined): string[] | undefined => {
    if (types === undefined) return undefined;
    const offered = new Set(offeredTypes().map((entry) => entry.type));
    const unknown = types.findIndex((type) => !offered.has(type));
    if (unknown >= 0)
      throw invalidField(`notificationTypes.${unknown}`, 'admin.notificationEmails.validation.types');
    return [...new Set(types)];
  };

  const toItems = async (rows: repo.AdminEmailRow[]): Promise<AdminEmail[]> => {
    const members = new Set(
      (
        await repo.findMembersByEmails(
          db,
          rows.map((row) => row.email),
        )
      ).map((member) => member.email),
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      notificationTypes: row.notificationTypes,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
      isMember: members.has(row.email),
    }));
  };
  const toItem = async (row: repo.AdminEmailRow) => {
    const [item] = await toItems([row]);
    if (!item) throw new Error('admin email row lost');
    return item;
  };

  const fallbackAddresses = async () => [
    ...new Set([
      ...(await repo.listAdminAddresses(db)),
      ...deps.configuredAdminEmails.map((email) => email.toLowerCase()),
    ]),
  ];

  return {
    offeredTypes,
    typeOf,

    async list(): Promise<AdminEmailsResponse> {
      return {
        items: await toItems(await repo.list(db)),
        types: offeredTypes(),
        configured: await isConfigured(),
      };
    },

    async create(actor: Actor, body: AdminEmailCreateBody): Promise<AdminEmail> {
      const row = await repo.insert(db, {
        email: body.email,
        notificationTypes: checkTypes(body.notificationTypes) ?? defaultAdminEmailTypes,
      });
      if (!row) throw new AppError('admin_email_taken');
      await markConfigured();
      await deps.logs.record(actor.id, 'admin_email_created', { emailId: row.id, email: row.email });
      return toItem(row);
    },

    async update(actor: Actor, id: string, body: AdminEmailUpdateBody): Promise<AdminEmail> {
      const types = checkTypes(body.notificationTypes);
      if (body.email !== undefined) {
        const other = await repo.findByEmail(db, body.email);
        if (other && other.id !== id) throw new AppError('admin_email_taken');
      }
      const values = {
        ...(body.email === undefined ? {} : { email: body.email }),
        ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        ...(types === undefined ? {} : { notificationTypes: types }),
      };
      // An empty change (every field optional) is the row as it stands: an UPDATE needs a column to set.
      if (Object.keys(values).length === 0) {
        const row = await repo.findById(db, id);
        if (!row) throw new AppError('not_found');
        return toItem(row);
      }
      const row = await repo.update(db, id, values).catch((error: unknown) => {
        // Two admins renaming two rows to one address at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('admin_email_taken');
        throw error;
      });
      if (!row) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'admin_email_updated', { emailId: id, email: row.email });
      return toItem(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await repo.findById(db, id);
      if (!row || !(await repo.remove(db, id))) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'admin_email_deleted', { emailId: id, email: row.email });
    },

    /**
     * Who hears of a new piece of content of this notification type (001 §6): the active addresses
     * taking its admin e-mail type or `all`; before the list is set up, the admins and ADMIN_EMAILS.
     */
    async recipientsOf(notificationType: NotificationTypeName | string): Promise<AdminRecipients> {
      if (!(await isConfigured())) return { addresses: await fallbackAddresses() };
      const rows = await repo.listActive(db, [typeOf(notificationType), allAdminEmailTypes]);
      return { addresses: rows.map((row) => row.email) };
    },

    /** The members among `addresses` (lower-cased), by address: they get the alert in the app (§6). */
    async membersByAddress(addresses: string[]): Promise<Map<string, string>> {
      return new Map(
        (await repo.findMembersByEmails(db, addresses)).map((member) => [member.email, member.id]),
      );
    },

    /** Where the contact form is delivered (002 §2): every active address, whatever its types. */
    async contactAddresses(): Promise<string[]> {
      if (!(await isConfigured())) return fallbackAddresses();
      return (await repo.listActive(db)).map((row) => row.email);
    },

    /**
     * Decision 6: at the first start where there are admins or ADMIN_EMAILS, each becomes an address
     * taking every type; never again after (an address the team removed stays removed).
     */
    async seed(): Promise<void> {
      if (await isConfigured()) return;
      const addresses = await fallbackAddresses();
      if (addresses.length === 0) return;
      await repo.insertMany(db, addresses, [allAdminEmailTypes]);
      await markConfigured();
    },
  };
};
