import { type ComponentType, createContext, use } from 'react';

/** A link to a page of the site, with the catalog key of its text. */
export interface SiteLink {
  to: string;
  labelKey: string;
}

/**
 * What areas may link to, given by the app from its list of area modules (app/areas.ts): features do
 * not import the app, and an area that does not exist is never linked to.
 */
export interface SiteLinks {
  /** The feed's 'Raccourcis': the other areas that exist, in the spec's order (002 §2 Feed). */
  shortcuts: readonly SiteLink[];
  /** The static pages a sidebar lists under 'À propos'. */
  about: readonly SiteLink[];
  /** The areas' blocks of the feed's right sidebar (lazy components), in order. */
  feedWidgets: readonly { key: string; Component: ComponentType }[];
  /** An area's entry page, or undefined when that area does not exist. */
  areaPath: (key: string) => string | undefined;
}

const noLinks: SiteLinks = { shortcuts: [], about: [], feedWidgets: [], areaPath: () => undefined };

export const SiteLinksContext = createContext<SiteLinks>(noLinks);

export const useSiteLinks = (): SiteLinks => use(SiteLinksContext);
