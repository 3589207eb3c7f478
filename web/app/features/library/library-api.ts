import { libraryContract as call, type LibraryKind } from '@rira/contracts/api/library';
import type { ApiRoute, RouteData, RouteInput } from '@rira/contracts/api/route';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import { api, apiData } from '../../lib/api.ts';
import { fetchAllPages } from '../../lib/fetch-all.ts';
import { compact } from '../../lib/list-request.ts';

/**
 * The competency library (admin/{Difficulty,Factor,Competency,AssessorType,AssessmentTemplate}/*,
 * `libraryContract`): the same six calls for each kind. The system manager manages it; company
 * admins read it and manage their own company's templates.
 */
export type { LibraryKind };

type Table<K extends LibraryKind> = (typeof call)[K];
type BodyOf<R extends ApiRoute> = NonNullable<RouteInput<R>['body']>;

/** One row of each kind, as its Get and GetAll calls answer it (spelt out per kind, so that `LibraryItems[K]` has the rows' common fields). */
export interface LibraryItems {
  difficulty: RouteData<typeof call.difficulty.get>;
  factor: RouteData<typeof call.factor.get>;
  competency: RouteData<typeof call.competency.get>;
  assessorType: RouteData<typeof call.assessorType.get>;
  template: RouteData<typeof call.template.get>;
}

/** A GetAll body of any kind: paging, search and the active filter, and a kind's own filters (a competency's factor and difficulty, a template's company). */
export type LibraryListBody = { [K in LibraryKind]: BodyOf<Table<K>['list']> }[LibraryKind];

/** A GetAll body without its paging (fetchEvery pages by itself). */
type ListFilters = LibraryListBody extends infer Body ? (Body extends object ? Omit<Body, 'pageIndex' | 'pageSize'> : never) : never;

/** A kind's call, chosen at run time: the signatures below say what goes in and comes out. */
const route = (kind: LibraryKind, name: keyof Table<LibraryKind>): ApiRoute => call[kind][name];

/** Reading is silent; a change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;

export const libraryKeys = {
  all: ['library'] as const,
  kind: (kind: LibraryKind) => ['library', kind] as const,
  list: (kind: LibraryKind, request: LibraryListBody) => ['library', kind, 'list', request] as const,
  /** Keyed by the filters too: the active templates and all templates are different answers. */
  every: (kind: LibraryKind, filters: ListFilters = {}) => ['library', kind, 'every', compact({ ...filters })] as const,
  one: (kind: LibraryKind, id: string) => ['library', kind, 'one', id] as const,
};

export const libraryApi = {
  list: <K extends LibraryKind>(kind: K, request: LibraryListBody, signal?: AbortSignal) =>
    api(route(kind, 'list'), { body: compact({ ...request }) }, { successToast: false, signal }) as Promise<ListEnvelope<LibraryItems[K]>>,
  get: <K extends LibraryKind>(kind: K, id: string, signal?: AbortSignal) =>
    apiData(route(kind, 'get'), { params: { id } }, { signal }) as Promise<LibraryItems[K]>,
  add: <K extends LibraryKind>(kind: K, input: BodyOf<Table<K>['create']>) =>
    apiData(route(kind, 'create'), { body: input }, changing) as Promise<string>,
  update: <K extends LibraryKind>(kind: K, input: BodyOf<Table<K>['update']>) =>
    apiData(route(kind, 'update'), { body: input }, changing) as Promise<null>,
  toggle: (kind: LibraryKind, id: string) => apiData(route(kind, 'toggle'), { body: { id } }, changing) as Promise<null>,
  remove: (kind: LibraryKind, id: string) => apiData(route(kind, 'remove'), { body: { id } }, changing) as Promise<null>,
};

/** Every item of a kind (pickers and live counts). */
export function fetchEvery<K extends LibraryKind>(kind: K, extra: ListFilters = {}, signal?: AbortSignal): Promise<LibraryItems[K][]> {
  return fetchAllPages((paging) => libraryApi.list(kind, { ...extra, ...paging }, signal));
}

/** The query of every item of a kind with these filters (pickers, list filters and live counts). */
export function everyQuery<K extends LibraryKind>(kind: K, filters: ListFilters = {}) {
  return {
    queryKey: libraryKeys.every(kind, filters),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchEvery(kind, filters, signal),
    staleTime: 60_000,
  };
}
