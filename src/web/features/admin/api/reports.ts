import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReportEndpoints as e, type reportStatuses } from '../../../../common/contracts/blog';
import { api } from '../../../lib/api';

export const reportsQueryKey = ['admin', 'reports'] as const;

export type ReportStatusFilter = (typeof reportStatuses)[number];

/** The moderation queue: one status (open first), numbered pages. */
export const useAdminReports = (filter: { status: ReportStatusFilter; page: number }) =>
  useQuery({
    queryKey: [...reportsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      api(e.list, {
        query: { status: filter.status, page: filter.page > 1 ? filter.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Dismiss a report, or remove the content it names; the queue is read again. */
export const useResolveReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'dismiss' | 'remove' }) =>
      api(e.resolve, { params: { reportId: id }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
};
