import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { CurrentUser } from '@rira/contracts/auth';
import { CURRENT_USER_KEY } from '../../lib/session.ts';
import { authApi } from '../auth/auth-api.ts';

/** The admin layout route's id (routes.ts); its clientLoader guarantees a signed-in user. */
export const ADMIN_ROUTE_ID = 'admin';

export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: authApi.getCurrentUser,
  staleTime: 60_000,
} as const;

/** The signed-in person inside the admin area (TanStack Query cache, seeded by the guard). */
export function useCurrentUser(): CurrentUser {
  const fromGuard = useRouteLoaderData<{ user: CurrentUser }>(ADMIN_ROUTE_ID)?.user;
  const query = useQuery({ ...currentUserQuery, initialData: fromGuard });
  const user = query.data ?? fromGuard;
  if (!user) throw new Error('useCurrentUser is only for routes under the admin guard');
  return user;
}
