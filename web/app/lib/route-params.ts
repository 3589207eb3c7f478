const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The spec's /admin/users/edit-{userId} and /admin/users/view-{userId}: React Router matches
 * whole segments, so the route takes the segment and this splits it. Anything else is a 404.
 */
export function parseUserAction(segment: string | undefined): { action: 'edit' | 'view'; userId: string } | null {
  const match = /^(edit|view)-(.+)$/.exec(segment ?? '');
  if (!match || !isUuid(match[2])) return null;
  return { action: match[1] as 'edit' | 'view', userId: match[2]!.toLowerCase() };
}
