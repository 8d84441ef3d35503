import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type JobAlertBody, jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { api } from '../../../lib/api';
import { jobOfferKeys } from './query-keys';

/** The member's saved searches. */
export const useJobAlerts = (enabled = true) =>
  useQuery({
    queryKey: jobOfferKeys.alerts,
    queryFn: ({ signal }) => api(jobOfferEndpoints.alerts, { signal }),
    enabled,
  });

export const useCreateJobAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertBody) => api(jobOfferEndpoints.createAlert, { body: { ...body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobOfferKeys.alerts }),
  });
};

export const useDeleteJobAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => api(jobOfferEndpoints.removeAlert, { params: { alertId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobOfferKeys.alerts }),
  });
};

/** The mail's one-click link: the signed token is the proof, no session needed. */
export const useUnsubscribeJobAlert = () =>
  useMutation({
    mutationFn: (token: string) => api(jobOfferEndpoints.unsubscribeAlert, { body: { token } }),
  });
