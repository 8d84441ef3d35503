import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import { Role } from '../permissions';
import type { Registered } from '../registry';
import { blankToUndefined } from './blank';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

/*
 * /admin/users (001 §2.2, plans/001 A.1): members as the back office sees them, their counters, the
 * inline edit of name, role and featured flag, the status actions on a selection, the CSV export.
 * Every endpoint needs `users.manage` (admin only, common/permissions.ts).
 */

/** The status filter (§2.2): all when absent. */
/** `inactive`: marked inactive by a business rule's final action (plans/001 decision 7). */
export const userStatusFilters = [
  'active',
  'suspended',
  'blocked',
  'certified',
  'featured',
  'inactive',
] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];

/** The sorts (§2.2); `lastLogin` puts those who never signed in last. */
export const userSorts = ['newest', 'oldest', 'nameAsc', 'nameDesc', 'lastLogin'] as const;
export type UserSort = (typeof userSorts)[number];

/** The list's filters, shared by the page and the CSV export. */
export const AdminUsersFilter = z.object({
  /** Name, username or e-mail, case- and accent-insensitive. */
  q: z.string().trim().max(200).optional(),
  role: z.preprocess(blankToUndefined, Role.optional()),
  status: z.preprocess(blankToUndefined, z.enum(userStatusFilters).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(userSorts).default('newest')),
});
export type AdminUsersFilter = z.infer<typeof AdminUsersFilter>;

export const AdminUsersQuery = PageQuery.extend(AdminUsersFilter.shape).superRefine(withinCountCap());
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserRow = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: Role,
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Null: never signed in ('Jamais', §9). */
  lastSignInAt: z.iso.datetime().nullable(),
  isSuspended: z.boolean(),
  isBlocked: z.boolean(),
  isCertified: z.boolean(),
  isFeatured: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersPage = numberedPageOf(AdminUserRow);
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;

/** The six counters of §2.2, over every member (not the filtered list). */
export const AdminUserCounters = z.object({
  total: z.number().int(),
  /** Signed up since the first day of the calendar month (Europe/Paris). */
  newThisMonth: z.number().int(),
  /** Neither suspended nor blocked (§4). */
  active: z.number().int(),
  suspended: z.number().int(),
  blocked: z.number().int(),
  certified: z.number().int(),
});
export type AdminUserCounters = z.infer<typeof AdminUserCounters>;

export const AdminUserParams = z.object({ userId: z.uuid({ error: 'admin.users.validation.userId' }) });

/** The inline edit of a row: at least one field. */
export const UpdateAdminUserBody = z
  .object({
    fullName: z
      .string({ error: 'admin.users.validation.fullNameRequired' })
      .trim()
      .min(1, { error: 'admin.users.validation.fullNameRequired', abort: true })
      .max(limits.profile.nameMax, { error: 'admin.users.validation.fullNameTooLong' })
      .optional(),
    role: Role.optional(),
    isFeatured: z.boolean().optional(),
  })
  .refine((body) => body.fullName !== undefined || body.role !== undefined || body.isFeatured !== undefined, {
    error: 'admin.users.validation.nothingToChange',
  });
export type UpdateAdminUserBody = z.infer<typeof UpdateAdminUserBody>;

/** The actions on a selection (§2.2) and their reverses. */
export const userBulkActions = [
  'suspend',
  'unsuspend',
  'block',
  'unblock',
  'certify',
  'uncertify',
  'feature',
  'unfeature',
] as const;
export type UserBulkAction = (typeof userBulkActions)[number];

/** At most one page of the largest size at once. */
export const bulkUsersMax = 100;

export const BulkUsersBody = z.object({
  ids: z
    .array(z.uuid({ error: 'admin.users.validation.userId' }))
    .min(1, { error: 'admin.users.validation.selectionEmpty' })
    .max(bulkUsersMax, { error: 'admin.users.validation.selectionTooLarge' }),
  action: z.enum(userBulkActions),
});
export type BulkUsersBody = z.infer<typeof BulkUsersBody>;

/** How many members the action changed (those already in that state are not counted). */
export const BulkUsersResponse = z.object({ action: z.enum(userBulkActions), count: z.number().int() });
export type BulkUsersResponse = z.infer<typeof BulkUsersResponse>;

/** /admin/delete-user (§2.12, §5): the address to look up, with the spec's message when it is not one. */
export const UserByEmailQuery = z.object({
  email: z
    .string({ error: 'admin.deleteUser.invalidEmail' })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, { error: 'admin.deleteUser.invalidEmail', abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'admin.deleteUser.invalidEmail' }),
});
export type UserByEmailQuery = z.infer<typeof UserByEmailQuery>;

/** Who would be deleted, and what goes with them, shown before the admin confirms. */
export const UserDeletionPreview = AdminUserRow.extend({
  posts: z.number().int(),
  comments: z.number().int(),
  messages: z.number().int(),
  connections: z.number().int(),
});
export type UserDeletionPreview = z.infer<typeof UserDeletionPreview>;

export const DeletedUserResponse = z.object({ ok: z.literal(true) });

export const adminUsersEndpoints = {
  /** AdminUsersQuery → AdminUsersPage: 20 a page, every filter and sort in SQL. */
  list: endpoint('GET', '/admin/users', {
    query: AdminUsersQuery,
    response: AdminUsersPage,
    access: { ability: 'users.manage' },
  }),
  counters: endpoint('GET', '/admin/users/counters', {
    response: AdminUserCounters,
    access: { ability: 'users.manage' },
  }),
  /**
   * The list's filters as CSV (`;`, UTF-8 with BOM, French dates, cells starting with = + - @ made
   * text): every matching member, streamed, not only one page. The body is the CSV text.
   */
  exportCsv: endpoint('GET', '/admin/users/export.csv', {
    query: AdminUsersFilter,
    response: z.string(),
    access: { ability: 'users.manage' },
  }),
  /** Name, role or featured flag of one member; refuses an admin's own demotion and the last admin's. */
  update: endpoint('PATCH', '/admin/users/:userId', {
    params: AdminUserParams,
    body: UpdateAdminUserBody,
    response: AdminUserRow,
    access: { ability: 'users.manage' },
  }),
  /** One action on up to 100 members, in one transaction; suspending or blocking ends their sessions. */
  bulk: endpoint('POST', '/admin/users/bulk', {
    body: BulkUsersBody,
    response: BulkUsersResponse,
    access: { ability: 'users.manage' },
  }),
  /** The member an address belongs to, with the content that would go with them (404 when none). */
  findByEmail: endpoint('GET', '/admin/users/by-email', {
    query: UserByEmailQuery,
    response: UserDeletionPreview,
    access: { ability: 'users.manage', refusal: 'admin.deleteUser.refused' },
  }),
  /**
   * Deletes the account and everything of it (profile, sessions, content, files), recounting what it
   * leaves on other members' posts; refuses oneself and the last admin. Logged always.
   */
  remove: endpoint('DELETE', '/admin/users/:userId', {
    params: AdminUserParams,
    response: DeletedUserResponse,
    access: { ability: 'users.manage', refusal: 'admin.deleteUser.refused' },
  }),
};

/** What the users screen records (role changes always, whatever the logging setting). */
export const adminUsersLogActions = [
  'user_updated',
  'user_role_changed',
  'users_bulk_updated',
  'users_exported',
  'user_deleted',
] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof adminUsersLogActions> {}
}
