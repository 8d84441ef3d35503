import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CampaignBody,
  prospectionEndpoints as e,
  type ProspectBody,
  type SendBody,
  type TemplateBody,
} from '../../../../common/contracts/prospection';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
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

/** Every change reads the whole area again. */
const refresh = [key];

export const useSaveProspect = () =>
  useAdminMutation(
    ({ id, body }: { id: string | null; body: ProspectBody }) =>
      id ? api(e.update, { params: { prospectId: id }, body }) : api(e.create, { body }),
    refresh,
  );

export const useImportProspects = () =>
  useAdminMutation((csv: string) => api(e.importCsv, { body: { csv } }), refresh);

export const useDeleteProspect = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { prospectId: id } }), refresh);

export const useSaveTemplate = () =>
  useAdminMutation(
    ({ id, body }: { id: string | null; body: TemplateBody }) =>
      id ? api(e.updateTemplate, { params: { templateId: id }, body }) : api(e.createTemplate, { body }),
    refresh,
  );

export const useDeleteTemplate = () =>
  useAdminMutation((id: string) => api(e.removeTemplate, { params: { templateId: id } }), refresh);

export const useSendTemplate = () => useAdminMutation((body: SendBody) => api(e.send, { body }), refresh);

export const useSaveCampaign = () =>
  useAdminMutation(
    ({ id, body }: { id: string | null; body: CampaignBody }) =>
      id ? api(e.updateCampaign, { params: { campaignId: id }, body }) : api(e.createCampaign, { body }),
    refresh,
  );

export const useDeleteCampaign = () =>
  useAdminMutation((id: string) => api(e.removeCampaign, { params: { campaignId: id } }), refresh);
