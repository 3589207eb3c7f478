import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setSigningOut } from '../../lib/session.ts';
import { authApi } from '../auth/auth-api.ts';

/**
 * Signs out (the server drops the session), forgets every cached answer and goes home. Queries
 * still polling are stopped first, and any that answer 401 meanwhile stay quiet: signing out is
 * not an error.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    setSigningOut(true);
    try {
      await queryClient.cancelQueries();
      try {
        await authApi.signOut();
      } catch {
        // Already signed out or unreachable: leaving is still right.
      }
      await navigate('/', { replace: true });
      queryClient.clear();
    } finally {
      // After the panel is gone; a later 401 (a session that really expired) is announced again.
      setTimeout(() => setSigningOut(false), 1000);
    }
  };
}
