// Demo content (DESIGN.md §3, `npm run seed:demo`): French-speaking members across African and European
// cities with complete profiles and connections, and every area filled around them: the feed and
// conversations, events, job offers, groups, blog articles, mentors, projects, tenders, companies on
// the map and testimonials. FAQ and pricing come with the reference data.
//
// Everything goes through the API or the areas' services (demo/*.ts, one file per area), so the demo
// obeys the same rules, counters and notifications as real members. Each area is seeded when its first
// item is missing: running it twice changes nothing, and a demo seeded by an older version gains the
// areas it lacked. Every demo member signs in with their address and `demoPassword`.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../client';
import { backOfficePresent, seedBackOffice } from './demo/back-office';
import { blogPresent, seedBlog } from './demo/blog';
import { companiesPresent, seedCompanies } from './demo/companies';
import { createContext } from './demo/context';
import { eventsPresent, seedEvents } from './demo/events';
import { feedPresent, seedFeed } from './demo/feed';
import { groupsPresent, seedGroups } from './demo/groups';
import { jobsPresent, seedJobs } from './demo/jobs';
import {
  connectMembers,
  countDemoMembers,
  createDemoMembers,
  demoEmails,
  demoMembers,
  fillProfiles,
  signInDemoMembers,
} from './demo/members';
import { mentorsPresent, seedMentors } from './demo/mentors';
import { projectsPresent, seedProjects } from './demo/projects';
import { seedTenders, tendersPresent } from './demo/tenders';
import { seedTestimonials, testimonialsPresent } from './demo/testimonials';

export { demoPassword } from './demo/members';

/** An area of the demo: how to tell it is there, how to seed it, and where to look at it. */
interface DemoArea {
  name: string;
  /** Where to look (paths of the web app), printed by the script. */
  paths: string[];
  present(db: Db): Promise<boolean>;
  seed(ctx: ReturnType<typeof createContext>): Promise<number>;
}

const demoAreas: DemoArea[] = [
  { name: 'Fil et messages', paths: ['/feed', '/messages'], present: feedPresent, seed: seedFeed },
  { name: 'Événements', paths: ['/events'], present: eventsPresent, seed: seedEvents },
  { name: 'Emplois', paths: ['/emplois'], present: jobsPresent, seed: seedJobs },
  { name: 'Groupes', paths: ['/groups'], present: groupsPresent, seed: seedGroups },
  { name: 'Blog', paths: ['/blog'], present: blogPresent, seed: seedBlog },
  { name: 'Mentors', paths: ['/mentors'], present: mentorsPresent, seed: seedMentors },
  { name: 'Projets', paths: ['/projects'], present: projectsPresent, seed: seedProjects },
  // Companies before tenders: a tender issued by a company of the directory links its page.
  { name: 'Entreprises', paths: ['/entreprises'], present: companiesPresent, seed: seedCompanies },
  { name: 'Appels d’offres', paths: ['/appels-offres'], present: tendersPresent, seed: seedTenders },
  { name: 'Témoignages', paths: ['/temoignages'], present: testimonialsPresent, seed: seedTestimonials },
  {
    name: 'Back-office',
    paths: ['/admin/contact-messages', '/admin/prospection', '/admin/payments'],
    present: backOfficePresent,
    seed: seedBackOffice,
  },
];

/** Where to look once seeded: each area's screens, then the reference pages that come filled. */
export const demoPaths: { name: string; paths: string[] }[] = [
  { name: 'Réseau', paths: ['/network'] },
  ...demoAreas.map(({ name, paths }) => ({ name, paths })),
  { name: 'FAQ et tarifs', paths: ['/faq', '/pricing'] },
];

export interface DemoResult {
  /** Whether anything was created (false: the whole demo was already there). */
  created: boolean;
  emails: string[];
  members: number;
  /** What each area created on this run (0 when it was already there). */
  seeded: Record<string, number>;
}

/** Seeds the demo through `app`'s API and services. */
export const seedDemo = async (app: FastifyInstance, db: Db): Promise<DemoResult> => {
  let ip = 0;
  const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const existing = await countDemoMembers(db);
  if (existing > 0 && existing < demoMembers.length) {
    throw new Error(
      `${existing} of the ${demoMembers.length} demo members exist: remove them and run again.`,
    );
  }
  const missing: DemoArea[] = [];
  for (const area of demoAreas) if (!(await area.present(db))) missing.push(area);
  const seeded: Record<string, number> = Object.fromEntries(demoAreas.map((area) => [area.name, 0]));
  const result = { emails: demoEmails, members: demoMembers.length, seeded };
  if (existing > 0 && missing.length === 0) return { created: false, ...result };

  // Members sign in only when there is something to add (a session is a row too).
  const sessions =
    existing > 0 ? await signInDemoMembers(app, nextIp) : await createDemoMembers(app, db, nextIp);
  const ctx = createContext(app, db, sessions, nextIp);
  if (existing === 0) {
    await fillProfiles(ctx);
    await connectMembers(ctx);
  }
  for (const area of missing) seeded[area.name] = await area.seed(ctx);
  return { created: true, ...result };
};
