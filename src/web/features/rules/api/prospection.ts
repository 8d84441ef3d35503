import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CampaignBody,
  prospectionEndpoints as e,
  type ProspectBody,
  type SendBody,
  type TemplateBody,
} from '../../../../common/contracts/prospection';
import { api } from '../../../lib/api';

const key = ['admin', 'prospection'] as const;

export const useProspects = (query: {
  page: number;
  q?: string;
  status?: ProspectBody['status'];
  campaignId?: string;
}) =>
  useQuery({
    queryKey: [...key, 'prospects', query],
    queryFn: ({ signal }) => api(e.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useProspectTemplates = () =>
  useQuery({ queryKey: [...key, 'templates'], queryFn: ({ signal }) => api(e.templates, { signal }) });

/** The campaigns with their prospects counted by status. */
export const useProspectCampaigns = () =>
  useQuery({ queryKey: [...key, 'campaigns'], queryFn: ({ signal }) => api(e.campaigns, { signal }) });

export const useProspectHistory = (page: number) =>
  useQuery({
    queryKey: [...key, 'history', page],
    queryFn: ({ signal }) => api(e.history, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useProspectionStats = () =>
  useQuery({ queryKey: [...key, 'stats'], queryFn: ({ signal }) => api(e.stats, { signal }) });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
};

export const useSaveProspect = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProspectBody }) =>
      id ? api(e.update, { params: { prospectId: id }, body }) : api(e.create, { body }),
    onSettled: refresh,
  });
};

export const useImportProspects = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (csv: string) => api(e.importCsv, { body: { csv } }),
    onSettled: refresh,
  });
};

export const useDeleteProspect = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.remove, { params: { prospectId: id } }),
    onSettled: refresh,
  });
};

export const useSaveTemplate = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TemplateBody }) =>
      id ? api(e.updateTemplate, { params: { templateId: id }, body }) : api(e.createTemplate, { body }),
    onSettled: refresh,
  });
};

export const useDeleteTemplate = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.removeTemplate, { params: { templateId: id } }),
    onSettled: refresh,
  });
};

export const useSendTemplate = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: SendBody) => api(e.send, { body }), onSettled: refresh });
};

export const useSaveCampaign = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CampaignBody }) =>
      id ? api(e.updateCampaign, { params: { campaignId: id }, body }) : api(e.createCampaign, { body }),
    onSettled: refresh,
  });
};

export const useDeleteCampaign = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.removeCampaign, { params: { campaignId: id } }),
    onSettled: refresh,
  });
};
