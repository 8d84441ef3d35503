import { prospectionLogActions, prospectionMailKinds } from '../../../common/contracts/prospection';
import { defineArea, mount } from '../../area';
import { type CampaignService, createCampaignService } from './prospect-campaign.service';
import { prospectionRoutes } from './prospection.routes';
import { createProspectionService, type ProspectionService } from './prospection.service';

declare module '../../area' {
  interface AreaServices {
    prospection: ProspectionService;
    prospectCampaigns: CampaignService;
  }
}

/**
 * Prospection (001 §2.18, plans/001 decision 9): prospects, templates, capped sending, unsubscribe; the
 * campaigns and their scheduled follow-ups (issue 38).
 */
export const prospectionModule = defineArea({
  name: 'prospection',
  build: (deps) => {
    const { config, profiles } = deps;
    const prospection = createProspectionService({
      ...deps,
      publicUrl: config.publicUrl,
      secret: config.authSecret,
    });
    // A prospect whose e-mail signs up is « Inscrit » (plans/001 C.4): told by the profiles, which
    // know nothing of prospection.
    profiles.onAccountCreated(({ email }) => prospection.markRegistered(email));
    const prospectCampaigns = createCampaignService({ ...deps, publicUrl: config.publicUrl });
    return { prospection, prospectCampaigns };
  },
  routes: ({ prospection, prospectCampaigns }) => [
    mount(prospectionRoutes, { prefix: '/api/v1', prospection, campaigns: prospectCampaigns }),
  ],
  // The Relance and Rappel of the campaigns, on the rules' scheduler (09:00 Paris, one instance a tick).
  jobs: [
    {
      name: 'prospect-follow-ups',
      schedule: '0 * * * *',
      run: ({ prospectCampaigns }, now) => prospectCampaigns.runScheduled(now),
    },
  ],
  logActions: prospectionLogActions,
  mailKinds: prospectionMailKinds,
});
