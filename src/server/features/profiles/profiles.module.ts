import { profileAbilities, profileLogActions, profileMailKinds } from '../../../common/contracts/profiles';
import { limits } from '../../../common/limits';
import { defineArea, mount } from '../../area';
import { filesIn, mediaFiles } from '../../platform/member-data';
import type { AreaBuckets, BucketsOf } from '../../plugins/storage';
import { createAvatarService } from './avatar.service';
import { createPortfolioImageService } from './portfolio-image.service';
import { storedImagesOf } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { createProfileService, type ProfileService } from './profile.service';
import { createProfileContactService } from './profile-contact.service';
import { createProfileItemsService } from './profile-items.service';
import { createProfileReferenceService, type ProfileReferenceService } from './profile-reference.service';
import {
  createProfileSuggestionsService,
  type ProfileSuggestionsService,
} from './profile-suggestions.service';

declare module '../../area' {
  interface AreaServices {
    profiles: ProfileService;
    /** The statuses and category tree (the categories area's sector filter, the reference seed). */
    profileReference: ProfileReferenceService;
    profileSuggestions: ProfileSuggestionsService;
  }
}

/** Members' avatars, shown to whoever sees the member. */
const profileBuckets = { avatars: 'public' } as const satisfies AreaBuckets;
declare module '../../plugins/storage' {
  interface Buckets extends BucketsOf<typeof profileBuckets> {}
}

/** Member profiles: sections, sub-lists, avatar, contact mail; shared with most areas. */
export const profilesModule = defineArea({
  name: 'profiles',
  memberData: {
    tables: {
      profiles: { label: 'Profil' },
      experiences: { label: 'CV : expériences' },
      education: { label: 'CV : formations' },
      skills: { label: 'CV : compétences' },
      portfolio_items: { label: 'CV : portfolio' },
      profile_professional_categories: { label: 'Catégories professionnelles' },
    },
    // The avatar (under the member's own folder) and the portfolio images they sent.
    files: async (db, storage, userId) => {
      const { avatarUrl, portfolioUrls } = await storedImagesOf(db, userId);
      const avatarKey = avatarUrl ? storage.keyOf('avatars', avatarUrl.split('?')[0] ?? '') : undefined;
      return [
        ...filesIn('avatars', avatarKey?.startsWith(`${userId}/`) ? [avatarKey] : []),
        ...mediaFiles(storage, portfolioUrls),
      ];
    },
  },
  buckets: profileBuckets,
  build: (deps) => {
    const { db, config, sessionCache, log } = deps;
    const { storageQuotaBytes } = config;
    const profiles = createProfileService(db, { changed: sessionCache.invalidate, log });
    const portfolioImages = createPortfolioImageService({ ...deps, storageQuotaBytes });
    return {
      profiles,
      profileReference: createProfileReferenceService(db),
      profileSuggestions: createProfileSuggestionsService({ db, profiles }),
      profileItems: createProfileItemsService({ db, profiles, removeImageFile: portfolioImages.removeFile }),
      portfolioImages,
      avatarService: createAvatarService({ ...deps, storageQuotaBytes, changed: sessionCache.invalidate }),
      contactService: createProfileContactService({ ...deps, profiles }),
    };
  },
  // The profile routes take the area's services by name (profile.routes.ts).
  routes: (services) => [
    mount(profileRoutes, { prefix: '/api/v1', ...services, profileService: services.profiles }),
  ],
  shareMeta: [
    {
      path: /^\/profile\/([0-9a-f-]{36})$/i,
      meta: async ({ profiles, config, settings }, { params: [id] }) =>
        id ? profiles.shareMeta(id, config.publicUrl, await settings.siteName()) : undefined,
    },
    {
      path: new RegExp(`^/profile/([A-Za-z0-9_-]{${limits.usernameMin},${limits.usernameMax}})$`),
      meta: async ({ profiles, config, settings }, { params: [username] }) =>
        username
          ? profiles.shareMetaByUsername(username, config.publicUrl, await settings.siteName())
          : undefined,
    },
  ],
  logActions: profileLogActions,
  mailKinds: profileMailKinds,
  abilities: profileAbilities,
});
