import { type ProjectStatus, projectStatuses } from '../../../../common/contracts/projects';
import { dateTimeFormat } from '../../../lib/intl';

/** The list's filters, held in the URL (`/projects?q=…&tag=…&status=draft&from=2026-01-01&page=2`). */
export interface ProjectFilters {
  q: string;
  tag: string;
  status: ProjectStatus;
  from: string;
  page: number;
}

const isStatus = (value: string): value is ProjectStatus =>
  (projectStatuses as readonly string[]).includes(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const readFilters = (params: URLSearchParams): ProjectFilters => {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    status: isStatus(status) ? status : 'published',
    from: isDay(from) ? from : '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
};

/** The URL's query for some filters; empty ones (and the default status) are left out. */
export const toSearchParams = (filters: ProjectFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.tag.trim()) params.set('tag', filters.tag.trim());
  if (filters.status !== 'published') params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const hasFilters = (filters: ProjectFilters): boolean =>
  Boolean(filters.q.trim() || filters.tag.trim() || filters.status !== 'published' || filters.from);

/** A calendar day ('2026-03-01') as the reader's long date, the same day in every time zone. */
export const dayLabel = (day: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
