import { companySizes } from '../../../../common/contracts/companies';

type Size = (typeof companySizes)[number];

/** The directory's filters, held in the URL (`/entreprises?q=…&country=SN&taille=…&categoryId=…&page=2`). */
export interface CompanyFilters {
  q: string;
  country: string;
  taille: Size | '';
  categoryId: string;
  page: number;
}

const isSize = (value: string): value is Size => (companySizes as readonly string[]).includes(value);

export const readFilters = (params: URLSearchParams): CompanyFilters => {
  const taille = params.get('taille') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const country = (params.get('country') ?? '').toUpperCase();
  return {
    q: params.get('q') ?? '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    taille: isSize(taille) ? taille : '',
    categoryId: params.get('categoryId') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
};

export const toSearchParams = (filters: CompanyFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.country) params.set('country', filters.country);
  if (filters.taille) params.set('taille', filters.taille);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const hasFilters = (filters: CompanyFilters): boolean =>
  Boolean(filters.q.trim() || filters.country || filters.taille || filters.categoryId);
