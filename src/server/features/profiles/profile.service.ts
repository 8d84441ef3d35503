import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type BioSectionBody,
  type CategoriesSectionBody,
  isProfileId,
  type PersonalSectionBody,
  type ProfessionalSectionBody,
  type ProfileCard,
  type ProfileCategoriesBody,
  type ProfileView,
  type UpdateProfileBody,
} from '../../../common/contracts/profiles';
import { limits } from '../../../common/limits';
import { can } from '../../../common/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { hiddenFromOthers, presentPeople, privacyOfOne, viewerKinds } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import { baseUsername, pickUsername } from '../auth/username';
import { professionalColumnsOf, toProfileView, toShareMeta, withoutUndefined } from './profile.presenter';
import * as repo from './profile.repository';
import { isCompleteProfile } from './profile-completion';

/** How many featured members the landing shows. */
const featuredLimit = 8;

/* Bodies as the contract hands them over (normalised, defaults applied). */
type Personal = z.output<typeof PersonalSectionBody>;
type Professional = z.output<typeof ProfessionalSectionBody>;
type Bio = z.output<typeof BioSectionBody>;
type Update = z.output<typeof UpdateProfileBody>;
type Categories = z.output<typeof ProfileCategoriesBody> | z.output<typeof CategoriesSectionBody>;

/** The owner and `profiles.viewHidden` see a hidden profile; nobody else does (404 as a missing one). */
const canSee = (actor: Actor | null, row: repo.ProfileRow) =>
  !hiddenFromOthers(row) || actor?.id === row.id || can(actor?.role, 'profiles.viewHidden');

export type ProfileService = ReturnType<typeof createProfileService>;

/**
 * Member profiles (000 §2.1, §5): one profile's view, the sections the member saves, the categories, the
 * featured members and the share preview; the statuses and category tree are
 * `profile-reference.service.ts`'s. `changed(userId)` is told after the actor's own profile is saved (its session's cached copy goes:
 * the header and the completion guard read it).
 */
export const createProfileService = (
  db: Db,
  options: {
    changed?: (userId: string) => Promise<void>;
    /** Where a failing `onAccountCreated` listener is reported (it never undoes the account). */
    log?: Pick<FastifyBaseLogger, 'error'>;
  } = {},
) => {
  const changed = options.changed ?? (async () => {});
  const accountListeners: ((account: { id: string; email: string }) => Promise<void>)[] = [];
  // The offer badge of a member: told by the pricing area (profiles know nothing of offers).
  let planBadgeOf: (userId: string) => Promise<string | null> = async () => null;
  /** The row of a profile id from a URL: 400 `invalid_profile_id` unless a UUID, 404 unless visible. */
  const findVisible = async (actor: Actor | null, rawId: string): Promise<repo.ProfileRow> => {
    if (!isProfileId(rawId)) throw new AppError('invalid_profile_id');
    // The row and the block are read side by side: a profile view is the most frequent point read.
    const [row, blocked] = await Promise.all([
      repo.findById(db, rawId),
      actor ? isBlockedEitherWay(db, actor.id, rawId) : false,
    ]);
    if (!row || !canSee(actor, row) || blocked) throw new AppError('not_found');
    return row;
  };

  const toView = async (actor: Actor | null, row: repo.ProfileRow): Promise<ProfileView> => {
    const isOwner = actor?.id === row.id;
    const [categories, status, privacy, kindOf, planBadge] = await Promise.all([
      repo.listProfileCategories(db, [row.id]),
      row.professionalStatusId ? repo.findStatusById(db, row.professionalStatusId) : undefined,
      privacyOfOne(db, row.id),
      viewerKinds(db, actor?.id ?? null, [row.id]),
      planBadgeOf(row.id),
    ]);
    return toProfileView(row, { isOwner, viewer: kindOf(row.id), privacy, categories, status, planBadge });
  };

  /** Recomputes `is_complete` after a save (see isCompleteProfile). */
  const refreshCompletion = async (tx: DbOrTx, row: repo.ProfileRow): Promise<repo.ProfileRow> => {
    const isComplete = isCompleteProfile(row, await repo.countProfileCategories(tx, row.id));
    if (isComplete === row.isComplete) return row;
    return (await repo.update(tx, row.id, { isComplete })) ?? row;
  };

  const checkStatus = async (statusId: string | null | undefined) => {
    if (!statusId) return;
    const status = await repo.findStatusById(db, statusId);
    if (!status?.isActive) throw invalidField('professionalStatusId', 'profiles.validation.statusUnknown');
  };

  /** Saves columns of the actor's own profile and answers the fresh view. */
  const save = async (actor: Actor, patch: Partial<repo.NewProfile>): Promise<ProfileView> => {
    const row = await db.transaction(async (tx) => {
      const updated = await repo.update(tx, actor.id, patch);
      if (!updated) throw new AppError('not_found');
      return refreshCompletion(tx, updated);
    });
    await changed(actor.id);
    return toView(actor, row);
  };

  /** A named member in good standing's share preview, with their noindex; a nameless one's noindex only. */
  const shareMetaOf = async (
    row: repo.ProfileRow | undefined,
    publicUrl: string,
    siteName: string,
  ): Promise<ShareMeta | undefined> => {
    if (!row || hiddenFromOthers(row)) return undefined;
    const { noindex } = await privacyOfOne(db, row.id);
    const name = row.fullName?.trim();
    if (!name) return noindex ? { title: siteName, noindex } : undefined;
    return toShareMeta({ ...row, name }, { noindex, publicUrl, siteName });
  };

  return {
    /** The profile of an account, or undefined. */
    get: (id: string) => repo.findById(db, id),

    /** The landing's featured members (000 §2.5): real `is_featured` members only. */
    async listFeatured(): Promise<ProfileCard[]> {
      // One list for every visitor: shown as a visitor sees each member.
      return presentPeople(db, null, await repo.listFeatured(db, featuredLimit));
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
        let row: Awaited<ReturnType<typeof repo.insert>>;
        try {
          row = await repo.insert(db, { id: account.id, email: account.email, username, role: 'user' });
        } catch (error) {
          if (attempt >= 2) throw error;
          continue;
        }
        for (const listener of accountListeners) {
          try {
            await listener(account);
          } catch (err) {
            options.log?.error({ err }, 'profiles: account-created listener failed');
          }
        }
        return row;
      }
    },

    /**
     * Called after each new account's profile is stored (sign-up by password or magic link), with its
     * e-mail: other areas react without the accounts knowing them (prospection marks « Inscrit »).
     */
    onAccountCreated(listener: (account: { id: string; email: string }) => Promise<void>) {
      accountListeners.push(listener);
    },

    /** Where the profile page reads a member's offer badge (the pricing area sets it at start). */
    usePlanBadges(source: (userId: string) => Promise<string | null>) {
      planBadgeOf = source;
    },

    /**
     * A visible profile by an id from the URL. Throws `invalid_profile_id` (not a UUID) or `not_found`
     * (unknown, or blocked/suspended for anyone but its owner and admins).
     */
    findVisible,

    /** The actor's own profile view. */
    async getOwn(actor: Actor): Promise<ProfileView> {
      const row = await repo.findById(db, actor.id);
      if (!row) throw new AppError('not_found');
      return toView(actor, row);
    },

    /** A profile's view by id (000 §2.1: /profile/{id} is public). */
    async getView(actor: Actor | null, rawId: string): Promise<ProfileView> {
      return toView(actor, await findVisible(actor, rawId));
    },

    /** A profile's view by username (the one case of 000 §2.1 where /profile/{x} is a username). */
    async getViewByUsername(actor: Actor | null, username: string): Promise<ProfileView> {
      const row = await repo.findByUsername(db, username);
      if (!row || !canSee(actor, row)) throw new AppError('not_found');
      if (actor && (await isBlockedEitherWay(db, actor.id, row.id))) throw new AppError('not_found');
      return toView(actor, row);
    },

    /** Section "personal": full name and website. */
    async savePersonal(actor: Actor, body: Personal): Promise<ProfileView> {
      return save(actor, withoutUndefined({ fullName: body.fullName, website: body.website }));
    },

    /** Section "professional": title, company, status, location and the two flags. */
    async saveProfessional(actor: Actor, body: Professional): Promise<ProfileView> {
      await checkStatus(body.professionalStatusId);
      return save(actor, professionalColumnsOf(body));
    },

    /** Section "bio". */
    async saveBio(actor: Actor, body: Bio): Promise<ProfileView> {
      return save(actor, { bio: body.bio });
    },

    /** The profile page's edit mode: every field at once. */
    async update(actor: Actor, body: Update): Promise<ProfileView> {
      await checkStatus(body.professionalStatusId);
      return save(actor, {
        ...professionalColumnsOf(body),
        ...withoutUndefined({ fullName: body.fullName, website: body.website, bio: body.bio }),
      });
    },

    /**
     * Replaces the actor's categories: known ids only, at most 7 (000 §5), under a lock on the profile
     * row so two saves cannot interleave. Throws `too_many_categories` or `validation_failed`.
     */
    async setCategories(actor: Actor, body: Categories): Promise<ProfileView> {
      const ids = [...new Set(body.categoryIds)];
      if (ids.length > limits.profile.categoriesMax) throw new AppError('too_many_categories');
      const known = await repo.findCategoriesByIds(db, ids);
      if (known.length !== ids.length)
        throw invalidField('categoryIds', 'profiles.validation.categoryUnknown');
      const row = await db.transaction(async (tx) => {
        await repo.lockById(tx, actor.id);
        await repo.replaceProfileCategories(tx, actor.id, ids);
        if ((await repo.countProfileCategories(tx, actor.id)) > limits.profile.categoriesMax) {
          throw new AppError('too_many_categories');
        }
        const updated = await repo.update(tx, actor.id, {});
        if (!updated) throw new AppError('not_found');
        return refreshCompletion(tx, updated);
      });
      await changed(actor.id);
      return toView(actor, row);
    },

    /**
     * After the team deleted a category (features/categories, in its transaction `tx`): the members
     * among `profileIds` left without any category are no longer complete (a complete profile needs
     * one). Returns how many changed.
     */
    recheckCompletion: (tx: DbOrTx, profileIds: string[]) =>
      repo.markIncompleteWithoutCategory(tx, profileIds),

    /**
     * The share preview of /profile/{id} (DESIGN.md §4): "Full Name – Title | Site", the bio as
     * description, the avatar as image. Only for named members in good standing.
     */
    async shareMeta(id: string, publicUrl: string, siteName: string): Promise<ShareMeta | undefined> {
      if (!isProfileId(id)) return undefined;
      return shareMetaOf(await repo.findById(db, id), publicUrl, siteName);
    },

    /** The same at /profile/{username}, the address a member may share instead of their id. */
    async shareMetaByUsername(
      username: string,
      publicUrl: string,
      siteName: string,
    ): Promise<ShareMeta | undefined> {
      return shareMetaOf(await repo.findByUsername(db, username), publicUrl, siteName);
    },
  };
};
