import {
  expiryOf,
  type JobOfferCard,
  type JobOfferDetail,
  jobOfferPath,
} from '../../../common/contracts/job-offers';
import { previewOf } from '../../../common/format';
import { displayName } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import type * as repo from './job-offer.repository';

/** How a job offer appears in the API and in its share preview (002 §2 "Job offers"). */

/** The directory's card; `today` (a UTC day) says whether it expires soon or has expired. */
export const toCard = (row: repo.JobOfferRow, today: string): JobOfferCard => ({
  id: row.id,
  title: row.title,
  company: row.company,
  companyId: row.companyId,
  location: row.location,
  countryCode: row.countryCode,
  type: row.type,
  salary: row.salary,
  logoUrl: row.logoUrl,
  isActive: row.isActive,
  expiresAt: row.expiresAt,
  expiry: expiryOf(row.expiresAt, today),
  createdAt: row.createdAt.toISOString(),
});

/** The offer's page: the card, the texts, its author, the linked company's card and what the viewer may do. */
export const toDetail = (
  { offer, owner }: repo.JobOfferWithOwner,
  today: string,
  companyCard: JobOfferDetail['companyCard'],
  manages: boolean,
): JobOfferDetail => ({
  ...toCard(offer, today),
  description: offer.description,
  descriptionHtml: offer.descriptionHtml,
  website: offer.website,
  contact: offer.contact,
  updatedAt: offer.updatedAt.toISOString(),
  owner: owner ? { id: owner.id, fullName: displayName(owner), avatarUrl: owner.avatarUrl } : null,
  companyCard,
  canEdit: manages,
  canDelete: manages,
});

/** The share preview of `/emplois/{id}` (DESIGN §4): title, company and place, the start of the text. */
export const toShareMeta = (offer: repo.JobOfferRow, siteName: string): ShareMeta => {
  const text = offer.description
    .replace(/[#*_`>[\]()!-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lead = `${offer.company} · ${offer.location} · ${offer.type}`;
  return {
    title: `${offer.title} | ${siteName}`,
    description: previewOf(`${lead}. ${text}`, 200),
    image: offer.logoUrl ?? undefined,
    path: jobOfferPath(offer.id),
  };
};
