import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';

/** After a profile change: the app bar reads the signed-in account's name and avatar again. */
export function useRefreshIdentity() {
  const authProvider = useAuthProvider() as { forgetIdentity?: () => void } | undefined;
  const queryClient = useQueryClient();
  return useCallback(() => {
    authProvider?.forgetIdentity?.();
    return queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  }, [authProvider, queryClient]);
}
