import type { ApiRoute } from './route.ts';
import { assessmentsContract } from './assessments.ts';
import { peopleContract } from './people.ts';
import { authContract } from './auth.ts';
import { companiesContract } from './companies.ts';
import { companySettingsContract } from './company-settings.ts';
import { dashboardContract } from './dashboard.ts';
import { healthContract } from './health.ts';
import { languageContract } from './language.ts';
import { notificationsContract } from './notifications.ts';
import { structureRoutes } from './structure.ts';
import { magazineAdminRoutes } from './magazine-admin.ts';
import { siteAdminRoutes } from './site-admin.ts';
import { pagesAdminContract } from './pages-admin.ts';
import { magazineContract } from './magazine.ts';
import { siteContentContract } from './site-content.ts';
import { siteSettingsContract } from './site-settings.ts';
import { leadsContract } from './leads.ts';
import { libraryRoutes } from './library.ts';
import { reportsContract } from './reports.ts';
import { roundsContract } from './rounds.ts';

/**
 * Every route table of the contract, by module. The server registers each route from its table;
 * a test checks that every route here is served (server/src/http/contract-route.api.test.ts).
 * The web imports a module's table directly (`@rira/contracts/api/people`), not this index, so a
 * screen's bundle holds only the schemas it calls.
 */
export const CONTRACT = {
  people: peopleContract,
  assessments: assessmentsContract,
  auth: authContract,
  language: languageContract,
  notifications: notificationsContract,
  health: healthContract,
  companies: companiesContract,
  companySettings: companySettingsContract,
  structure: structureRoutes,
  dashboard: dashboardContract,
  magazineAdmin: magazineAdminRoutes,
  siteAdmin: siteAdminRoutes,
  pagesAdmin: pagesAdminContract,
  library: libraryRoutes,
  reports: reportsContract,
  rounds: roundsContract,
  magazine: magazineContract,
  siteContent: siteContentContract,
  siteSettings: siteSettingsContract,
  leads: leadsContract,
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** Every route of the contract, flat. */
export function contractRoutes(): ApiRoute[] {
  return Object.values(CONTRACT).flatMap((table) => Object.values(table) as ApiRoute[]);
}

let byOperation: Map<string, ApiRoute> | undefined;

/**
 * The contract's route at this method and path (as registered, without `/api`: `/x/Get/:id`), for
 * what starts from an operation rather than a table (the authorisation matrix reads who may call
 * each documented operation here).
 */
export function contractRoute(method: string, path: string): ApiRoute | undefined {
  byOperation ??= new Map(contractRoutes().map((route) => [`${route.method} ${route.path}`, route]));
  return byOperation.get(`${method.toUpperCase()} ${path}`);
}
