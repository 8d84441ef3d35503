import { companyLimits, type DirectoryMeta } from '../../../common/contracts/companies';
import { can } from '../../../common/permissions';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';

const a = companyLimits.antiScraping;

/** Who reads the directory: the account (if any) and the address, both counted (002 §9). */
export interface DirectoryClient {
  ip: string;
  userAgent: string | undefined;
}

/** Admins manage the directory and are exempt from its viewing limits (002 §6). */
export const managesCompanies = (actor: Actor | null): boolean =>
  actor !== null && can(actor.role, 'companies.manage');

/** The meta of a page read by an exempt reader: nothing counted. */
export const exemptMeta: DirectoryMeta = {
  pagesViewed: 0,
  rateRemaining: a.rateInitial,
  warning: null,
  exempt: true,
};

/**
 * The viewing limits' subject of a read (002 §9): a member's own account, a visitor's address. A member
 * is not counted by address: a mobile carrier's or a campus's shared address (CGNAT) would let one
 * reader's ten pages block every member behind it for an hour.
 */
export const subjectsOf = (actor: Actor | null, client: DirectoryClient): string[] =>
  actor ? [`user:${actor.id}`] : [`ip:${client.ip}`];

/** The pager never offers more than 10 pages: a page past them is a scraper's guess (429). */
export const assertVisiblePage = (page: number): void => {
  if (page > a.visiblePagesCap) {
    throw new AppError('companies_page_limit', { retryAfter: Math.ceil(a.idleMs / 1000) });
  }
};
