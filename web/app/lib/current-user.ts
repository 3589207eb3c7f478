import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { authContract } from '@rira/contracts/api/auth';
import type { CurrentUser } from '@rira/contracts/auth';
import { apiData } from './api.ts';
import { CURRENT_USER_KEY } from './session.ts';

/** The admin layout route's id (routes.ts); its clientLoader guarantees a signed-in user. */
export const ADMIN_ROUTE_ID = 'admin';

/**
 * Authentication/GetCurrentUser: the signed-in person, or a 401 the caller handles (the guard
 * sends the visitor to sign in; the login page's choice step reads it too).
 */
export function fetchCurrentUser(): Promise<CurrentUser> {
  return apiData(authContract.currentUser, {}, { handleAuthErrors: false, errorToast: false });
}

export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
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
