import {
  type BlogPeriod,
  type BlogPostStatus,
  blogPeriods,
  blogPostStatuses,
} from '../../../../common/contracts/blog';

/** The list's filters, held in the URL (`/blog?q=…&category=…&type=…&period=month&author=…&status=…&view=mine&page=2`). */
export interface BlogFilters {
  q: string;
  category: string;
  /** A content category (`type` in the URL). */
  contentCategory: string;
  period: BlogPeriod | '';
  author: string;
  status: BlogPostStatus | '';
  /** All articles, 'Mes articles' or 'Mes favoris'. */
  view: 'all' | 'mine' | 'saved';
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

export const readFilters = (params: URLSearchParams): BlogFilters => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const view = params.get('view');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    contentCategory: params.get('type') ?? '',
    period: oneOf(blogPeriods, params.get('period')),
    author: params.get('author') ?? '',
    status: oneOf(blogPostStatuses, params.get('status')),
    view: view === 'mine' || view === 'saved' ? view : 'all',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
};

/** The URL's query for some filters; empty ones are left out. */
export const toSearchParams = (filters: BlogFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.contentCategory) params.set('type', filters.contentCategory);
  if (filters.period) params.set('period', filters.period);
  if (filters.author) params.set('author', filters.author);
  if (filters.status) params.set('status', filters.status);
  if (filters.view !== 'all') params.set('view', filters.view);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const hasFilters = (filters: BlogFilters): boolean =>
  Boolean(
    filters.q.trim() ||
      filters.category ||
      filters.contentCategory ||
      filters.period ||
      filters.author ||
      filters.status,
  );
