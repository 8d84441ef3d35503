import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminReportEndpoints as e,
  type reportStatuses,
  type reportTargetTypes,
} from '../../../../common/contracts/blog';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export const reportsQueryKey = ['admin', 'reports'] as const;

export type ReportStatusFilter = (typeof reportStatuses)[number];
export type ReportTypeFilter = (typeof reportTargetTypes)[number];

/** The moderation queue: one status (open first), optionally one kind, numbered pages. */
export const useAdminReports = (filter: {
  status: ReportStatusFilter;
  type?: ReportTypeFilter;
  page: number;
}) =>
  useQuery({
    queryKey: [...reportsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      api(e.list, {
        query: { status: filter.status, type: filter.type, page: filter.page > 1 ? filter.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Dismiss a report, or remove the content it names; the queue is read again. */
export const useResolveReport = () =>
  useAdminMutation(
    ({ id, action }: { id: string; action: 'dismiss' | 'remove' }) =>
      api(e.resolve, { params: { reportId: id }, body: { action } }),
    [reportsQueryKey],
  );
