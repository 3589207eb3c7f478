import type { RouteConfigEntry } from '@react-router/dev/routes';
import appRoutes from '../../web/app/routes.ts';

/**
 * Every page's path pattern in web/app/routes.ts, as the browser addresses it: `/`, `/blogs`,
 * `/admin/users/:userAction`, `/admin/*`, `*`. Layout routes add no path of their own; only the
 * routes that render a page (leaves and index routes) are listed, so a route added to routes.ts
 * shows up here without anyone remembering to list it.
 */
export function appRoutePaths(entries: RouteConfigEntry[] = appRoutes, parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : entry.path === undefined ? parent : join(parent, entry.path);
    if (entry.children?.length) return appRoutePaths(entry.children, path);
    return [path || '/'];
  });
}

function join(parent: string, path: string): string {
  return `${parent.replace(/\/$/, '')}/${path}`.replace(/^\/\*$/, '*');
}
