import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogCategoryEndpoints } from '../../../common/contracts/blog';
import { route } from '../../lib/route';
import type { BlogCategoryService } from './blog-category.service';

/** The blog's public reads. */
export const blogRoutes: FastifyPluginAsyncZod<{ blogCategories: BlogCategoryService }> = async (
  app,
  { blogCategories },
) => {
  route(app, blogCategoryEndpoints.list, async () => ({ items: await blogCategories.list() }));
};
