import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A back-office change (issue 37 §2): `mutationFn`, then every query under the `refresh` keys (the
 * admin list, the public page it feeds) is read again, whether the change worked or not.
 */
export function useAdminMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
