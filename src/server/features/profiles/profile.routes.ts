import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeaturedProfilesResponse } from '../../../common/contracts/profiles';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.get(
    '/profiles/featured',
    { schema: { tags: ['profiles'], response: { 200: FeaturedProfilesResponse } } },
    async () => ({
      items: await profileService.listFeatured(),
    }),
  );
};
