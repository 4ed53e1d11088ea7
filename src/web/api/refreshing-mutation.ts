import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeds, marks every query under each of `refreshes` stale (those on
 * screen are fetched again). It stays pending until they are, so a dialog that closes on success
 * leaves fresh data behind it.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  refreshes: readonly QueryKey[],
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
