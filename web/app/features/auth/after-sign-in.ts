import type { CurrentUser } from '@rira/contracts/auth';
import { safeReturnTo } from '../../lib/return-to.ts';

/** Where a freshly signed-in person goes: choose a company/role first when there is a choice. */
export function afterSignInPath(user: Pick<CurrentUser, 'needsMembershipChoice'>, returnTo: string | null): string {
  const target = safeReturnTo(returnTo);
  if (user.needsMembershipChoice) return `/login/choose?returnTo=${encodeURIComponent(target)}`;
  return target;
}
