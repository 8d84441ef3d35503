import type { statsEndpoints } from '../../../common/contracts/stats';
import { apiPrefix } from '../../../common/endpoint';

/*
 * The first-party page-view beacon (plan 001 decision 8, issue 21 item 2), on the first load: no zod, a
 * few hundred bytes. On each navigation it sends the route's template (`/blog/:slug`, never the address
 * or its query), the article's slug on `/blog/:slug`, and the seconds since the tab's previous report
 * (the server counts those only for a signed-in member). Nothing is sent when the browser asks not to
 * be tracked (Do Not Track, Global Privacy Control), nor from the back office. No third party.
 */

const path: (typeof statsEndpoints.recordView)['path'] = '/stats/views';
const visitKey = 'sankofa.visit';
/** After half an hour without a page, the next one starts a new visit. */
const visitGapMs = 30 * 60_000;

interface RouterStateLike {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string; key: string };
  matches: readonly { route: { path?: string }; params: Readonly<Record<string, string | undefined>> }[];
}

/** What the data router offers (react-router's `DataRouter` fits it). */
interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

const optedOut = () => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
};

const send = (body: object) => {
  void fetch(`${apiPrefix}${path}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
};

/**
 * The visit's part of a report: whether it starts one, and the seconds since the last report. Only a
 * page (`startsVisit`) may start a visit; closing a tab that never sent a page reports nothing.
 */
const visitReport = (now: number, startsVisit: boolean) => {
  let last: number | undefined;
  try {
    const stored = Number(sessionStorage.getItem(visitKey));
    last = stored > 0 ? stored : undefined;
  } catch {
    // Storage refused (private browsing): every page is its own visit.
  }
  const isNew = last === undefined || now - last > visitGapMs;
  if (isNew && !startsVisit) return undefined;
  try {
    sessionStorage.setItem(visitKey, String(now));
  } catch {
    // As above.
  }
  return { isNew, seconds: last === undefined || isNew ? 0 : Math.round((now - last) / 1000) };
};

/** The route template of the matched routes: `/blog/:slug`, `/profile/:profileId`, `/`. */
export const templateOf = (matches: RouterStateLike['matches']) => {
  const parts = matches
    .map((match) => match.route.path?.replace(/^\/+|\/+$/g, '') ?? '')
    .filter((part) => part !== '');
  return `/${parts.join('/')}`;
};

/** Sends a beacon after each completed navigation of `router`, and the visit's time when the tab hides. */
export const trackPageViews = (router: RouterLike) => {
  if (typeof navigator === 'undefined' || optedOut()) return;
  let lastKey: string | undefined;
  let lastPathname: string | undefined;
  const onState = (state: RouterStateLike) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    // A page that writes its tab or filters into the query string (/network, /messages) makes a new
    // location of the same page: that is not another page view.
    if (state.location.pathname === lastPathname) return;
    lastPathname = state.location.pathname;
    const template = templateOf(state.matches);
    if (/^\/admin(\/|$)/.test(template)) return;
    const slug = template === '/blog/:slug' ? state.matches.at(-1)?.params.slug : undefined;
    send({ path: template.slice(0, 120), ...(slug ? { slug } : {}), visit: visitReport(Date.now(), true) });
  };
  router.subscribe(onState);
  onState(router.state);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      // Closes the time of a visit under way; hiding a tab starts none.
      const visit = visitReport(Date.now(), false);
      if (visit) send({ visit });
    } else {
      // Time spent on another tab is not engagement: the visit resumes from now.
      try {
        if (sessionStorage.getItem(visitKey)) sessionStorage.setItem(visitKey, String(Date.now()));
      } catch {
        // Storage refused: nothing to resume.
      }
    }
  });
};
