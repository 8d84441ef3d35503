import { useMutation } from '@tanstack/react-query';
import { adminUsersEndpoints, type UserDeletionPreview } from '../../../../common/contracts/admin-users';
import { api } from '../../../lib/api';

export type { UserDeletionPreview };

/** The member an address belongs to, with what would go with them (404 when none). */
export const findUserByEmail = (email: string): Promise<UserDeletionPreview> =>
  api(adminUsersEndpoints.findByEmail, { query: { email } });

/** A look-up the admin starts with the button, not a query kept in the cache. */
export const useFindUserByEmail = () => useMutation({ mutationFn: findUserByEmail });
