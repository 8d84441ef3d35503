import { categoryLogActions } from '../../../common/contracts/categories';
import { defineArea, mount } from '../../area';
import { adminCategoryRoutes, categoryRoutes } from './categories.routes';
import { type ContentCategoryService, createContentCategoryService } from './content-category.service';
import {
  createProfessionalCategoryService,
  type ProfessionalCategoryService,
} from './professional-category.service';

declare module '../../area' {
  interface AreaServices {
    professionalCategories: ProfessionalCategoryService;
    contentCategories: ContentCategoryService;
  }
}

/**
 * The back office's categories (001 §2.7, §2.8): the professional tree (the profiles' table, written
 * here; profiles recount completion, network and companies forget what they kept of it) and the
 * content categories beside the blog's. Built after the areas whose services it calls.
 */
export const categoriesModule = defineArea({
  name: 'categories',
  build: ({ db, logs, settings, profiles, profileReference, blogCategories, network, companies }) => ({
    professionalCategories: createProfessionalCategoryService({
      db,
      profiles,
      profileReference,
      logs,
      changed: () => {
        network.forgetCategories();
        companies.forgetCategories();
      },
    }),
    contentCategories: createContentCategoryService({ db, blogCategories, settings, logs }),
  }),
  routes: ({ professionalCategories, contentCategories }) => [
    mount(categoryRoutes, { prefix: '/api/v1', professionalCategories, contentCategories }),
  ],
  adminRoutes: ({ professionalCategories, contentCategories }) => [
    mount(adminCategoryRoutes, { professionalCategories, contentCategories }),
  ],
  logActions: categoryLogActions,
});
