/**
 * The current user lives in the TanStack Query cache under CURRENT_USER_KEY, but public pages
 * do not load TanStack Query at all. The API client therefore only announces "the user is gone";
 * lib/query-client.ts listens once it exists.
 */
export const CURRENT_USER_KEY = ['currentUser'] as const;

type Listener = () => void;
const listeners = new Set<Listener>();

export function onCurrentUserCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Set when the current user is forgotten, until the admin guard has asked the server again: the
 * panel's layout keeps who the person was (its loader data, a query rebuilt from it), and a role
 * taken away must not outlive the next page (routes/layouts/admin-dashboard.tsx).
 */
let forgotten = false;

export function clearCurrentUser(): void {
  forgotten = true;
  for (const listener of listeners) listener();
}

/** Whether the current user was forgotten since the guard last asked; asking resets it. */
export function takeCurrentUserForgotten(): boolean {
  const was = forgotten;
  forgotten = false;
  return was;
}

/** Whether the current user was forgotten since the guard last asked (read only). */
export function currentUserForgotten(): boolean {
  return forgotten;
}

/**
 * Set while the person signs out on purpose: the panel's queries may still fire between the
 * server ending the session and the panel unmounting, and their 401s are expected, not an
 * "unauthorised access" to announce (issue 11).
 */
let leaving = false;

export function signingOut(): boolean {
  return leaving;
}

export function setSigningOut(value: boolean): void {
  leaving = value;
}
