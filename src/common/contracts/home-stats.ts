import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';

/*
 * The landing's figures (000 §1, 001 §2.10, §3, §5; issue 15 item 6). Each figure is `manual` (a value
 * the team sets) or `live` (a count the server makes from the database: members, mentors, countries…,
 * from its live-source registry). The landing only shows figures above 0, so a fresh install claims
 * nothing it cannot back. Managed on /admin/home-stats (admin only: `admin.settings`).
 */

export const homeStatModes = ['manual', 'live'] as const;
export type HomeStatMode = (typeof homeStatModes)[number];

/** Not in the spec: room for a short label and one line of description; a handful of figures. */
export const homeStatLimits = { labelMax: 60, descriptionMax: 160, valueMax: 100_000_000, itemsMax: 8 };

/** A figure as the landing shows it: the value already counted for a live one, never 0. */
export const HomeStat = z.object({
  id: z.number().int(),
  value: z.number().int().min(0),
  label: z.string(),
  description: z.string().nullable(),
});
export type HomeStat = z.infer<typeof HomeStat>;
export const HomeStatsResponse = z.object({ items: z.array(HomeStat) });

/** A figure as the back office edits it, with today's count when it is live. */
export const AdminHomeStat = z.object({
  id: z.number().int(),
  mode: z.enum(homeStatModes),
  /** The live source's key (`members`, `mentors`, `countries`…), null for a manual figure. */
  source: z.string().nullable(),
  /** The team's value (kept when the figure is live, used again if it goes back to manual). */
  value: z.number().int().min(0),
  label: z.string(),
  description: z.string().nullable(),
  /** What the landing shows now: the count for a live figure, the value for a manual one. */
  shownValue: z.number().int().min(0),
});
export type AdminHomeStat = z.infer<typeof AdminHomeStat>;

/** A live source the server can count, with its count now (the form shows it beside the choice). */
export const HomeStatSource = z.object({ key: z.string(), count: z.number().int().min(0) });
export type HomeStatSource = z.infer<typeof HomeStatSource>;

export const AdminHomeStatsResponse = z.object({
  items: z.array(AdminHomeStat),
  sources: z.array(HomeStatSource),
});
export type AdminHomeStatsResponse = z.infer<typeof AdminHomeStatsResponse>;

const v = 'admin.homeStats.validation';

/** One figure of the form; no id for a new one. */
export const HomeStatInput = z
  .object({
    id: z.number().int().positive().optional(),
    mode: z.enum(homeStatModes, { error: `${v}.mode` }),
    source: z.preprocess((value) => (value === '' ? null : value), z.string().max(40).nullable()),
    value: z.coerce
      .number({ error: `${v}.value` })
      .int({ error: `${v}.value` })
      .min(0, { error: `${v}.value` })
      .max(homeStatLimits.valueMax, { error: `${v}.value` }),
    label: z
      .string({ error: `${v}.labelRequired` })
      .trim()
      .min(1, { error: `${v}.labelRequired`, abort: true })
      .max(homeStatLimits.labelMax, { error: `${v}.labelTooLong` }),
    description: z
      .string()
      .trim()
      .max(homeStatLimits.descriptionMax, { error: `${v}.descriptionTooLong` })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((item, context) => {
    if (item.mode === 'live' && !item.source)
      context.addIssue({ code: 'custom', path: ['source'], message: `${v}.sourceRequired` });
  });
export type HomeStatInput = z.output<typeof HomeStatInput>;

/** The whole set, saved at once (§2.10 "saving updates each row"): figures left out are removed. */
export const HomeStatsBody = z.object({
  items: z.array(HomeStatInput).max(homeStatLimits.itemsMax, { error: `${v}.tooMany` }),
});
export type HomeStatsBody = z.input<typeof HomeStatsBody>;
export type HomeStatsInput = z.output<typeof HomeStatsBody>;

export const homeStatEndpoints = {
  /** The landing's figures, in order, counted when live; only those above 0. */
  list: endpoint('GET', '/home-stats', { response: HomeStatsResponse, access: 'public', tag: 'pages' }),
};

export const adminHomeStatEndpoints = {
  list: endpoint('GET', '/admin/home-stats', {
    response: AdminHomeStatsResponse,
    access: { ability: 'admin.settings' },
  }),
  /** Replaces the set in one transaction; 400 `home_stat_source_unknown` for a source the server lacks. */
  save: endpoint('PUT', '/admin/home-stats', {
    body: HomeStatsBody,
    response: AdminHomeStatsResponse,
    access: { ability: 'admin.settings' },
  }),
};

export const homeStatLogActions = ['home_stats_updated'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof homeStatLogActions> {}
}
