import { entityTypes, tenderSectors, tenderStatuses } from '../../../../common/contracts/tenders';

type Status = (typeof tenderStatuses)[number] | 'tous';

/** The list's filters as the URL holds them (002 §2): default status publié (§9). */
export interface TenderFilters {
  q: string;
  secteur: (typeof tenderSectors)[number] | '';
  typeEntite: (typeof entityTypes)[number] | '';
  location: string;
  statut: Status;
  mine: boolean;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

export const readFilters = (params: URLSearchParams): TenderFilters => {
  const mine = params.get('mine') === '1';
  const statut = oneOf([...tenderStatuses, 'tous'] as const, params.get('statut'));
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    secteur: oneOf(tenderSectors, params.get('secteur')),
    typeEntite: oneOf(entityTypes, params.get('typeEntite')),
    location: params.get('location') ?? '',
    // A member's own list shows every status unless one is asked.
    statut: statut || (mine ? 'tous' : 'publie'),
    mine,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

export const toSearchParams = (filters: TenderFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.mine) params.set('mine', '1');
  if (filters.q) params.set('q', filters.q);
  if (filters.secteur) params.set('secteur', filters.secteur);
  if (filters.typeEntite) params.set('typeEntite', filters.typeEntite);
  if (filters.location) params.set('location', filters.location);
  if (filters.statut !== (filters.mine ? 'tous' : 'publie')) params.set('statut', filters.statut);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** Whether anything narrows the list beyond its default (the clear-filters button shows then). */
export const hasFilters = (filters: TenderFilters): boolean =>
  Boolean(filters.q || filters.secteur || filters.typeEntite || filters.location) ||
  filters.statut !== (filters.mine ? 'tous' : 'publie');
