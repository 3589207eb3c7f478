import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '../auth/auth-api.ts';

/** Signs out (the server drops the session), forgets every cached answer and goes home. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.signOut();
    } catch {
      // Already signed out or unreachable: leaving is still right.
    }
    queryClient.clear();
    await navigate('/', { replace: true });
  };
}
