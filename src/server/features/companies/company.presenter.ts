import type { CompanyCard, CompanyDetail } from '../../../common/contracts/companies';
import { previewOf } from '../../../common/format';
import type { ShareMeta } from '../../plugins/web-assets';
import { placeOf } from '../locations/place-columns';
import type * as repo from './company.repository';

/** How a company reads in the API and in its served page (002 §2 "Companies directory"). */

export const toCard = (
  row: Omit<repo.CompanyCardRow, 'categories'>,
  categories: { id: string; name: string }[],
): CompanyCard => ({
  id: row.id,
  nom: row.nom,
  sigle: row.sigle,
  taille: row.taille,
  ville: row.ville,
  pays: row.pays,
  countryCode: row.countryCode,
  logoUrl: row.logoUrl,
  active: row.active,
  categories,
  createdAt: row.createdAt.toISOString(),
});

/** A company's page, with its categories; `canManage` shows the management buttons. */
export const toDetail = (
  row: repo.CompanyRow,
  categories: { id: string; name: string }[],
  canManage: boolean,
): CompanyDetail => ({
  ...toCard(row, categories),
  effectif: row.effectif,
  siteWeb: row.siteWeb,
  linkedin: row.linkedin,
  email: row.email,
  telephone: row.telephone,
  fax: row.fax,
  adresse: row.adresse,
  codePostal: row.codePostal,
  place: placeOf(row, row.adresseComplete),
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
  canManage,
});

/** The public card of an active company's served page: name, place, description, logo. */
export const toShareMeta = (row: repo.CompanyRow, siteName: string): ShareMeta => {
  const place = [row.ville, row.pays].filter(Boolean).join(', ');
  const text = (row.description ?? '').replace(/\s+/g, ' ').trim();
  return {
    title: `${row.nom} | ${siteName}`,
    description: previewOf([place, text].filter(Boolean).join('. '), 200) || undefined,
    image: row.logoUrl ?? undefined,
  };
};
