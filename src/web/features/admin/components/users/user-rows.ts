import type { AdminUserRow, UserBulkAction } from '../../../../../common/contracts/admin-users';
import { Role as RoleSchema } from '../../../../../common/permissions';
import type { useUpdateAdminUser } from '../../api/update-admin-user';

/**
 * The members of /admin/users (001 §2.2) as its table, filters and bulk bar read them: the roles,
 * the row being edited inline and what its cells need of the page.
 */

export type Role = (typeof roles)[number];

export interface Draft {
  id: string;
  fullName: string;
  role: Role;
  isFeatured: boolean;
}

/** What the columns need of the page: the texts, the row being edited and the actions. */
export interface UserColumnsContext {
  t: (key: string, values?: Record<string, string | number>) => string;
  language: string;
  selfId: string | undefined;
  draft: Draft | null;
  setDraft: (draft: Draft | null) => void;
  editing: (user: AdminUserRow) => boolean;
  isDirty: (user: AdminUserRow) => boolean;
  save: () => void;
  update: ReturnType<typeof useUpdateAdminUser>;
  ask: (action: UserBulkAction, ids: string[], clear?: () => void) => void;
  roleLabel: (role: string) => string;
}

export const roles = RoleSchema.options;

/** Actions that end sessions: asked twice. */
export const needsConfirmation = (action: UserBulkAction) => action === 'suspend' || action === 'block';

export const isRole = (value: string | undefined): value is Role => roles.some((role) => role === value);
