import { authApi } from '../auth/auth-api.ts';

export const PROFILE_KEY = ['profile'] as const;

export const profileQuery = { queryKey: PROFILE_KEY, queryFn: authApi.getUser } as const;
