import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OkResponse } from '../../../common/contracts/auth';
import {
  AvatarResponse,
  BioSectionBody,
  CategoriesSectionBody,
  ContactBody,
  ContactResponse,
  Education,
  EducationBody,
  EducationResponse,
  Experience,
  ExperienceBody,
  ExperiencesResponse,
  FeaturedProfilesResponse,
  ItemIdParams,
  PersonalSectionBody,
  PortfolioItem,
  PortfolioItemBody,
  PortfolioResponse,
  ProfessionalCategoriesResponse,
  ProfessionalSectionBody,
  ProfessionalStatusesResponse,
  ProfileCardsResponse,
  ProfileCategoriesBody,
  ProfileIdParams,
  ProfileUsernameParams,
  ProfileView,
  SimilarProfilesQuery,
  Skill,
  SkillBody,
  SkillsResponse,
  UpdateProfileBody,
} from '../../../common/contracts/profiles';
import { AppError } from '../../lib/app-error';
import { requireActor } from '../../plugins/actor';
import type { AvatarService } from './avatar.service';
import type { ProfileService } from './profile.service';
import type { ProfileContactService } from './profile-contact.service';
import type { ProfileItemsService } from './profile-items.service';

const tags = ['profiles'];

/**
 * Member profiles. Every write is on `/profiles/me…` (the actor's own profile), so no member can change
 * another's; sub-list items are addressed by id under `me` and another member's id is a 404. Reads of
 * other members go through `/profiles/:profileId…` (public, 000 §2.1), the id checked as a UUID.
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  profileService: ProfileService;
  profileItems: ProfileItemsService;
  avatarService: AvatarService;
  contactService: ProfileContactService;
}> = async (app, { profileService, profileItems, avatarService, contactService }) => {
  app.get(
    '/profiles/featured',
    { schema: { tags, response: { 200: FeaturedProfilesResponse } } },
    async () => ({ items: await profileService.listFeatured() }),
  );

  app.get(
    '/professional-statuses',
    { schema: { tags, response: { 200: ProfessionalStatusesResponse } } },
    async () => ({
      items: await profileService.listStatuses(),
    }),
  );

  app.get(
    '/professional-categories',
    { schema: { tags, response: { 200: ProfessionalCategoriesResponse } } },
    async () => ({ items: await profileService.getCategoryTree() }),
  );

  // The actor's own profile ------------------------------------------------------------------

  app.get('/profiles/me', { schema: { tags, response: { 200: ProfileView } } }, async (request) =>
    profileService.getOwn(await requireActor(request)),
  );

  app.patch(
    '/profiles/me',
    { schema: { tags, body: UpdateProfileBody, response: { 200: ProfileView } } },
    async (request) => profileService.update(await requireActor(request), request.body),
  );

  app.patch(
    '/profiles/me/sections/personal',
    { schema: { tags, body: PersonalSectionBody, response: { 200: ProfileView } } },
    async (request) => profileService.savePersonal(await requireActor(request), request.body),
  );
  app.patch(
    '/profiles/me/sections/professional',
    { schema: { tags, body: ProfessionalSectionBody, response: { 200: ProfileView } } },
    async (request) => profileService.saveProfessional(await requireActor(request), request.body),
  );
  app.patch(
    '/profiles/me/sections/bio',
    { schema: { tags, body: BioSectionBody, response: { 200: ProfileView } } },
    async (request) => profileService.saveBio(await requireActor(request), request.body),
  );
  app.patch(
    '/profiles/me/sections/categories',
    { schema: { tags, body: CategoriesSectionBody, response: { 200: ProfileView } } },
    async (request) => profileService.setCategories(await requireActor(request), request.body),
  );
  // Any other section: 'Section non trouvée' (000 §2.7).
  app.patch(
    '/profiles/me/sections/:section',
    { schema: { tags, params: z.object({ section: z.string().max(100) }) } },
    async (request) => {
      await requireActor(request);
      throw new AppError('section_not_found');
    },
  );

  app.put(
    '/profiles/me/categories',
    { schema: { tags, body: ProfileCategoriesBody, response: { 200: ProfileView } } },
    async (request) => profileService.setCategories(await requireActor(request), request.body),
  );

  app.post(
    '/profiles/me/avatar',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: AvatarResponse } } },
    async (request) => {
      const actor = await requireActor(request);
      const file = await request.file();
      if (!file) throw new AppError('file_missing');
      const data = await file.toBuffer().catch((error: unknown) => {
        // The multipart limit cut the file: say it in the avatar's words (000 §5).
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('avatar_too_large');
        throw error;
      });
      return { avatarUrl: await avatarService.upload(actor, data) };
    },
  );

  app.get(
    '/profiles/suggestions',
    { schema: { tags, response: { 200: ProfileCardsResponse } } },
    async (request) => ({
      items: await profileService.listSuggestions(await requireActor(request)),
    }),
  );

  // Sub-lists of the actor's profile -----------------------------------------------------------

  app.get(
    '/profiles/me/experiences',
    { schema: { tags, response: { 200: ExperiencesResponse } } },
    async (request) => {
      const actor = await requireActor(request);
      return { items: await profileItems.listExperiences(actor, actor.id) };
    },
  );
  app.post(
    '/profiles/me/experiences',
    { schema: { tags, body: ExperienceBody, response: { 201: Experience } } },
    async (request, reply) => {
      reply.status(201);
      return profileItems.createExperience(await requireActor(request), request.body);
    },
  );
  app.patch(
    '/profiles/me/experiences/:itemId',
    { schema: { tags, params: ItemIdParams, body: ExperienceBody, response: { 200: Experience } } },
    async (request) =>
      profileItems.updateExperience(await requireActor(request), request.params.itemId, request.body),
  );
  app.delete(
    '/profiles/me/experiences/:itemId',
    { schema: { tags, params: ItemIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await profileItems.deleteExperience(await requireActor(request), request.params.itemId);
      return { ok: true as const };
    },
  );

  app.get(
    '/profiles/me/education',
    { schema: { tags, response: { 200: EducationResponse } } },
    async (request) => {
      const actor = await requireActor(request);
      return { items: await profileItems.listEducation(actor, actor.id) };
    },
  );
  app.post(
    '/profiles/me/education',
    { schema: { tags, body: EducationBody, response: { 201: Education } } },
    async (request, reply) => {
      reply.status(201);
      return profileItems.createEducation(await requireActor(request), request.body);
    },
  );
  app.patch(
    '/profiles/me/education/:itemId',
    { schema: { tags, params: ItemIdParams, body: EducationBody, response: { 200: Education } } },
    async (request) =>
      profileItems.updateEducation(await requireActor(request), request.params.itemId, request.body),
  );
  app.delete(
    '/profiles/me/education/:itemId',
    { schema: { tags, params: ItemIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await profileItems.deleteEducation(await requireActor(request), request.params.itemId);
      return { ok: true as const };
    },
  );

  app.get('/profiles/me/skills', { schema: { tags, response: { 200: SkillsResponse } } }, async (request) => {
    const actor = await requireActor(request);
    return { items: await profileItems.listSkills(actor, actor.id) };
  });
  app.post(
    '/profiles/me/skills',
    { schema: { tags, body: SkillBody, response: { 201: Skill } } },
    async (request, reply) => {
      reply.status(201);
      return profileItems.createSkill(await requireActor(request), request.body);
    },
  );
  app.patch(
    '/profiles/me/skills/:itemId',
    { schema: { tags, params: ItemIdParams, body: SkillBody, response: { 200: Skill } } },
    async (request) =>
      profileItems.updateSkill(await requireActor(request), request.params.itemId, request.body),
  );
  app.delete(
    '/profiles/me/skills/:itemId',
    { schema: { tags, params: ItemIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await profileItems.deleteSkill(await requireActor(request), request.params.itemId);
      return { ok: true as const };
    },
  );

  app.get(
    '/profiles/me/portfolio',
    { schema: { tags, response: { 200: PortfolioResponse } } },
    async (request) => {
      const actor = await requireActor(request);
      return { items: await profileItems.listPortfolio(actor, actor.id) };
    },
  );
  app.post(
    '/profiles/me/portfolio',
    { schema: { tags, body: PortfolioItemBody, response: { 201: PortfolioItem } } },
    async (request, reply) => {
      reply.status(201);
      return profileItems.createPortfolioItem(await requireActor(request), request.body);
    },
  );
  app.patch(
    '/profiles/me/portfolio/:itemId',
    { schema: { tags, params: ItemIdParams, body: PortfolioItemBody, response: { 200: PortfolioItem } } },
    async (request) =>
      profileItems.updatePortfolioItem(await requireActor(request), request.params.itemId, request.body),
  );
  app.delete(
    '/profiles/me/portfolio/:itemId',
    { schema: { tags, params: ItemIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await profileItems.deletePortfolioItem(await requireActor(request), request.params.itemId);
      return { ok: true as const };
    },
  );

  // Other members (public reads, 000 §2.1) --------------------------------------------------------

  app.get(
    '/profiles/by-username/:username',
    { schema: { tags, params: ProfileUsernameParams, response: { 200: ProfileView } } },
    async (request) => profileService.getViewByUsername(await request.actor(), request.params.username),
  );

  app.get(
    '/profiles/:profileId',
    { schema: { tags, params: ProfileIdParams, response: { 200: ProfileView } } },
    async (request) => profileService.getView(await request.actor(), request.params.profileId),
  );

  app.get(
    '/profiles/:profileId/similar',
    {
      schema: {
        tags,
        params: ProfileIdParams,
        querystring: SimilarProfilesQuery,
        response: { 200: ProfileCardsResponse },
      },
    },
    async (request) => ({
      items: await profileService.listSimilar(
        await request.actor(),
        request.params.profileId,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/profiles/:profileId/contact',
    { schema: { tags, params: ProfileIdParams, body: ContactBody, response: { 200: ContactResponse } } },
    async (request) => {
      await contactService.contact(await requireActor(request), request.params.profileId, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/profiles/:profileId/experiences',
    { schema: { tags, params: ProfileIdParams, response: { 200: ExperiencesResponse } } },
    async (request) => ({
      items: await profileItems.listExperiences(await request.actor(), request.params.profileId),
    }),
  );
  app.get(
    '/profiles/:profileId/education',
    { schema: { tags, params: ProfileIdParams, response: { 200: EducationResponse } } },
    async (request) => ({
      items: await profileItems.listEducation(await request.actor(), request.params.profileId),
    }),
  );
  app.get(
    '/profiles/:profileId/skills',
    { schema: { tags, params: ProfileIdParams, response: { 200: SkillsResponse } } },
    async (request) => ({
      items: await profileItems.listSkills(await request.actor(), request.params.profileId),
    }),
  );
  app.get(
    '/profiles/:profileId/portfolio',
    { schema: { tags, params: ProfileIdParams, response: { 200: PortfolioResponse } } },
    async (request) => ({
      items: await profileItems.listPortfolio(await request.actor(), request.params.profileId),
    }),
  );
};
