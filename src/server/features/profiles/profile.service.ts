import type { ProfileCard } from '../../../common/contracts/profiles';
import type { Db } from '../../db/client';
import { baseUsername, pickUsername } from '../auth/username';
import * as repo from './profile.repository';

/** How many featured members the landing shows. */
const featuredLimit = 8;

export const toProfileCard = (row: repo.ProfileRow): ProfileCard => ({
  id: row.id,
  username: row.username,
  fullName: row.fullName ?? row.username,
  title: row.title,
  company: row.company,
  avatarUrl: row.avatarUrl,
  location: row.location ?? null,
  isMentor: row.isMentor,
  isCertified: row.isCertified,
});

export type ProfileService = ReturnType<typeof createProfileService>;

export const createProfileService = (db: Db) => ({
  /** The profile of an account, or undefined. */
  get: (id: string) => repo.findById(db, id),

  /** The landing's featured members (000 §2.5): real `is_featured` members only. */
  async listFeatured(): Promise<ProfileCard[]> {
    return (await repo.listFeatured(db, featuredLimit)).map(toProfileCard);
  },

  /**
   * Creates the profile row that goes with a new account: role `user`, a unique username derived
   * from the e-mail (000 §5 "Username"). A concurrent sign-up that takes the same name between the
   * check and the insert makes the insert fail on the unique index; one more pick then settles it.
   */
  async createForAccount(account: { id: string; email: string }) {
    const base = baseUsername(account.email);
    for (let attempt = 0; ; attempt++) {
      const username = await pickUsername(base, (name) => repo.usernameExists(db, name), account.id);
      try {
        return await repo.insert(db, { id: account.id, email: account.email, username, role: 'user' });
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  },
});
