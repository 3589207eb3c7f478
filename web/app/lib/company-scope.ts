import { useSearchParams } from 'react-router';
import { useCurrentUser } from './current-user.ts';

export interface CompanyScope {
  isSystemManager: boolean;
  /**
   * The company the screen works in, as the API wants it: the system manager names it (from
   * `?companyId=`), a company admin never does (the server takes the session's company).
   */
  companyId: string | undefined;
  /** The company whose data is shown, for cache keys: the named one, or the session's. */
  key: string;
}

export function useCompanyScope(): CompanyScope {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const isSystemManager = user.activeRole === 'systemManager';
  const companyId = isSystemManager ? params.get('companyId') || undefined : undefined;
  return { isSystemManager, companyId, key: companyId ?? user.activeCompany?.id ?? 'all' };
}
