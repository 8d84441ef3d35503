import { useQuery } from '@tanstack/react-query';
import { ruleEndpoints as e, type RuleBody } from '../../../../common/contracts/rules';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

const key = ['admin', 'rules'] as const;

export const useRules = () =>
  useQuery({ queryKey: [...key, 'list'], queryFn: ({ signal }) => api(e.list, { signal }) });

export const useRuleExecutions = () =>
  useQuery({ queryKey: [...key, 'executions'], queryFn: ({ signal }) => api(e.executions, { signal }) });

export const useRuleStats = () =>
  useQuery({ queryKey: [...key, 'stats'], queryFn: ({ signal }) => api(e.stats, { signal }) });

/** Every change reads the whole area again. */
const refresh = [key];

export const useSaveRule = () =>
  useAdminMutation(
    ({ id, body }: { id: string | null; body: RuleBody }) =>
      id ? api(e.update, { params: { ruleId: id }, body }) : api(e.create, { body }),
    refresh,
  );

export const useSetRuleActive = () =>
  useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      api(e.setActive, { params: { ruleId: id }, body: { isActive } }),
    refresh,
  );

export const useRunRule = () =>
  useAdminMutation((id: string) => api(e.run, { params: { ruleId: id } }), refresh);

export const useDeleteRule = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { ruleId: id } }), refresh);
