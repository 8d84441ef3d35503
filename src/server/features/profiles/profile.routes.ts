import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileEndpoints as e } from '../../../common/contracts/profiles';
import { limits } from '../../../common/limits';
import { AppError } from '../../lib/app-error';
import { ok, route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { AvatarService } from './avatar.service';
import type { PortfolioImageService } from './portfolio-image.service';
import type { ProfileService } from './profile.service';
import type { ProfileContactService } from './profile-contact.service';
import type { ProfileItemsService } from './profile-items.service';
import type { ProfileReferenceService } from './profile-reference.service';
import type { ProfileSuggestionsService } from './profile-suggestions.service';

/**
 * Member profiles. Every write is on `/profiles/me…` (the actor's own profile), so no member can change
 * another's; sub-list items are addressed by id under `me` and another member's id is a 404. Reads of
 * other members go through `/profiles/:profileId…` (public, 000 §2.1), the id checked as a UUID.
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  profileService: ProfileService;
  profileReference: ProfileReferenceService;
  profileSuggestions: ProfileSuggestionsService;
  profileItems: ProfileItemsService;
  portfolioImages: PortfolioImageService;
  avatarService: AvatarService;
  contactService: ProfileContactService;
}> = async (
  app,
  {
    profileService,
    profileReference,
    profileSuggestions,
    profileItems,
    portfolioImages,
    avatarService,
    contactService,
  },
) => {
  route(app, e.featured, async () => ({ items: await profileService.listFeatured() }));
  route(app, e.statuses, async () => ({ items: await profileReference.listStatuses() }));
  route(app, e.categories, async () => ({ items: await profileReference.getCategoryTree() }));

  // The actor's own profile ------------------------------------------------------------------

  route(app, e.getOwn, ({ actor }) => profileService.getOwn(actor));
  route(app, e.updateOwn, ({ actor, body }) => profileService.update(actor, body));
  route(app, e.savePersonal, ({ actor, body }) => profileService.savePersonal(actor, body));
  route(app, e.saveProfessional, ({ actor, body }) => profileService.saveProfessional(actor, body));
  route(app, e.saveBio, ({ actor, body }) => profileService.saveBio(actor, body));
  route(app, e.saveCategoriesSection, ({ actor, body }) => profileService.setCategories(actor, body));
  route(app, e.saveUnknownSection, () => {
    throw new AppError('section_not_found');
  });
  route(app, e.setCategories, ({ actor, body }) => profileService.setCategories(actor, body));
  route(app, e.uploadAvatar, async ({ actor, request }) => {
    // The multipart limit cuts the file: said in the avatar's words (000 §5).
    const { data } = await readUpload(request, { tooLarge: 'avatar_too_large' });
    return { avatarUrl: await avatarService.upload(actor, data) };
  });
  route(app, e.suggestions, async ({ actor }) => ({
    items: await profileSuggestions.listSuggestions(actor),
  }));

  // Sub-lists of the actor's profile -----------------------------------------------------------

  route(app, e.listOwnExperiences, async ({ actor }) => ({
    items: await profileItems.listExperiences(actor, actor.id),
  }));
  route(app, e.createExperience, ({ actor, body }) => profileItems.createExperience(actor, body));
  route(app, e.updateExperience, ({ actor, params, body }) =>
    profileItems.updateExperience(actor, params.itemId, body),
  );
  route(app, e.deleteExperience, ({ actor, params }) =>
    profileItems.deleteExperience(actor, params.itemId).then(() => ok),
  );

  route(app, e.listOwnEducation, async ({ actor }) => ({
    items: await profileItems.listEducation(actor, actor.id),
  }));
  route(app, e.createEducation, ({ actor, body }) => profileItems.createEducation(actor, body));
  route(app, e.updateEducation, ({ actor, params, body }) =>
    profileItems.updateEducation(actor, params.itemId, body),
  );
  route(app, e.deleteEducation, ({ actor, params }) =>
    profileItems.deleteEducation(actor, params.itemId).then(() => ok),
  );

  route(app, e.listOwnSkills, async ({ actor }) => ({
    items: await profileItems.listSkills(actor, actor.id),
  }));
  route(app, e.createSkill, ({ actor, body }) => profileItems.createSkill(actor, body));
  route(app, e.updateSkill, ({ actor, params, body }) =>
    profileItems.updateSkill(actor, params.itemId, body),
  );
  route(app, e.deleteSkill, ({ actor, params }) =>
    profileItems.deleteSkill(actor, params.itemId).then(() => ok),
  );

  route(app, e.listOwnPortfolio, async ({ actor }) => ({
    items: await profileItems.listPortfolio(actor, actor.id),
  }));
  route(app, e.createPortfolioItem, ({ actor, body }) => profileItems.createPortfolioItem(actor, body));
  route(app, e.updatePortfolioItem, ({ actor, params, body }) =>
    profileItems.updatePortfolioItem(actor, params.itemId, body),
  );
  route(app, e.deletePortfolioItem, ({ actor, params }) =>
    profileItems.deletePortfolioItem(actor, params.itemId).then(() => ok),
  );
  route(app, e.uploadPortfolioImage, async ({ actor, params, request }) => {
    // Another member's item is a 404 before any file is read.
    await portfolioImages.assertOwn(actor, params.itemId);
    const { data } = await readUpload(request, {
      tooLarge: 'file_too_large',
      maxBytes: limits.profile.portfolioImageMaxBytes,
    });
    return portfolioImages.upload(actor, params.itemId, data);
  });
  route(app, e.removePortfolioImage, ({ actor, params }) => portfolioImages.remove(actor, params.itemId));

  // Other members (public reads, 000 §2.1) --------------------------------------------------------

  route(app, e.getByUsername, ({ actor, params }) =>
    profileService.getViewByUsername(actor, params.username),
  );
  route(app, e.get, ({ actor, params }) => profileService.getView(actor, params.profileId));
  route(app, e.similar, async ({ actor, params, query }) => ({
    items: await profileSuggestions.listSimilar(actor, params.profileId, query.limit),
  }));
  route(app, e.contact, ({ actor, params, body }) =>
    contactService.contact(actor, params.profileId, body).then(() => ok),
  );
  route(app, e.listExperiences, async ({ actor, params }) => ({
    items: await profileItems.listExperiences(actor, params.profileId),
  }));
  route(app, e.listEducation, async ({ actor, params }) => ({
    items: await profileItems.listEducation(actor, params.profileId),
  }));
  route(app, e.listSkills, async ({ actor, params }) => ({
    items: await profileItems.listSkills(actor, params.profileId),
  }));
  route(app, e.listPortfolio, async ({ actor, params }) => ({
    items: await profileItems.listPortfolio(actor, params.profileId),
  }));
};
