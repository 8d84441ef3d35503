import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ruleEndpoints as e, type RuleBody } from '../../../../common/contracts/rules';
import { api } from '../../../lib/api';

const key = ['admin', 'rules'] as const;

export const useRules = () =>
  useQuery({ queryKey: [...key, 'list'], queryFn: ({ signal }) => api(e.list, { signal }) });

export const useRuleExecutions = () =>
  useQuery({ queryKey: [...key, 'executions'], queryFn: ({ signal }) => api(e.executions, { signal }) });

export const useRuleStats = () =>
  useQuery({ queryKey: [...key, 'stats'], queryFn: ({ signal }) => api(e.stats, { signal }) });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
};

export const useSaveRule = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RuleBody }) =>
      id ? api(e.update, { params: { ruleId: id }, body }) : api(e.create, { body }),
    onSettled: refresh,
  });
};

export const useSetRuleActive = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api(e.setActive, { params: { ruleId: id }, body: { isActive } }),
    onSettled: refresh,
  });
};

export const useRunRule = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.run, { params: { ruleId: id } }),
    onSettled: refresh,
  });
};

export const useDeleteRule = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.remove, { params: { ruleId: id } }),
    onSettled: refresh,
  });
};
