import type { FastifyInstance } from 'fastify';

/**
 * Reference data every install needs, inserted when missing so a restart never overwrites what an
 * admin changed. Each area adds its own seed here as it arrives.
 */
export const seedReference = async (app: FastifyInstance): Promise<void> => {
  await app.services.settings.seedDefaults();
  await app.services.pageService.seed();
  await app.services.faqService.seed();
  await app.services.homeStats.seed();
  await app.services.pricing.seed();
  await app.services.profileReference.seedReference();
  await app.services.settings.runOnce('professional-categories', 1, () =>
    app.services.profileReference.seedCategories(),
  );
  await app.services.blogCategories.seed();
  await app.services.contentCategories.seed();
  await app.services.notifications.seedTemplates();
  await app.services.adminEmails.seed();
  await app.services.prospectCampaigns.seed();
};
