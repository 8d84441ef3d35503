import { prospectionLogActions, prospectionMailKinds } from '../../../common/contracts/prospection';
import { defineArea, mount } from '../../area';
import { prospectionRoutes } from './prospection.routes';
import { createProspectionService, type ProspectionService } from './prospection.service';

declare module '../../area' {
  interface AreaServices {
    prospection: ProspectionService;
  }
}

/** Prospection (001 §2.18, plans/001 decision 9): prospects, templates, capped sending, unsubscribe. */
export const prospectionModule = defineArea({
  name: 'prospection',
  build: ({ db, mail, logs, config, profiles }) => {
    const prospection = createProspectionService({
      db,
      mail,
      logs,
      publicUrl: config.publicUrl,
      secret: config.authSecret,
    });
    // A prospect whose e-mail signs up is « Inscrit » (plans/001 C.4): told by the profiles, which
    // know nothing of prospection.
    profiles.onAccountCreated(({ email }) => prospection.markRegistered(email));
    return { prospection };
  },
  routes: ({ prospection }) => [mount(prospectionRoutes, { prefix: '/api/v1', prospection })],
  logActions: prospectionLogActions,
  mailKinds: prospectionMailKinds,
});
