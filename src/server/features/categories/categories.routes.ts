import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContentCategoryEndpoints as content,
  contentCategoryEndpoints,
  adminProfessionalCategoryEndpoints as pro,
  professionalCategoryEndpoints,
} from '../../../common/contracts/categories';
import { ok, route } from '../../lib/route';
import type { ContentCategoryService } from './content-category.service';
import type { ProfessionalCategoryService } from './professional-category.service';

/** The public lists: the content categories (the blog editor's choices) and the sectors. */
export const categoryRoutes: FastifyPluginAsyncZod<{
  professionalCategories: ProfessionalCategoryService;
  contentCategories: ContentCategoryService;
}> = async (app, { professionalCategories, contentCategories }) => {
  route(app, contentCategoryEndpoints.list, async () => ({ items: await contentCategories.listPublic() }));
  route(app, professionalCategoryEndpoints.sectors, async () => ({
    items: await professionalCategories.sectors(),
  }));
};

/** /admin/categories-pro and /admin/content-categories: each endpoint's access names its ability. */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{
  professionalCategories: ProfessionalCategoryService;
  contentCategories: ContentCategoryService;
}> = async (app, { professionalCategories, contentCategories }) => {
  route(app, pro.list, async ({ query }) => ({ items: await professionalCategories.list(query.q) }));
  route(app, pro.create, ({ actor, body }) => professionalCategories.create(actor, body));
  route(app, pro.update, ({ actor, params, body }) =>
    professionalCategories.update(actor, params.categoryId, body),
  );
  route(app, pro.remove, ({ actor, params }) => professionalCategories.remove(actor, params.categoryId));

  route(app, content.list, async () => ({ items: await contentCategories.list() }));
  route(app, content.create, ({ actor, body }) => contentCategories.create(actor, body));
  route(app, content.update, ({ actor, params, body }) =>
    contentCategories.rename(actor, params.categoryKind, params.categoryId, body.name),
  );
  route(app, content.remove, ({ actor, params }) =>
    contentCategories.remove(actor, params.categoryKind, params.categoryId).then(() => ok),
  );
};
