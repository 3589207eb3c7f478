import { z } from 'zod';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { compact, type Compacted } from './list-request.ts';
import { isUuid } from './route-params.ts';

/**
 * An admin list's state in the address (?page=2&size=25&sort=title&dir=asc&q=…&status=…): a reload,
 * the back button or a shared link show the same rows. Each list declares its parameters once with
 * `defineList`; a zod schema reads them, and whatever cannot be trusted (a hand-edited address, an
 * old link) falls back to the default instead of failing. `useListState` (use-list-state.ts) is the
 * hook a screen uses; `PagedTable`, `SearchField` and `FilterSelect` (components/admin) show it; the
 * definition's `request` turns the state into the GetAll body, each screen adding only its own filters.
 */
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortDirection = 'asc' | 'desc';

/** A filter's schema: it reads the address value and falls back to '' ("all") on anything else. */
export type FilterSchema = z.ZodType<string>;

/** The schemas a list's filters are made of. */
export const listParam = {
  /** A row's id (?department=…). */
  id: (): z.ZodType<string> => z.string().refine(isUuid).catch(''),
  /** One of `values` (?status=active). */
  oneOf: <const V extends readonly [string, ...string[]]>(values: V): z.ZodType<V[number] | ''> =>
    z.union([z.enum(values), z.literal('')]).catch(''),
  /** Free text, at most `max` characters. */
  text: (max = 200): z.ZodType<string> =>
    z
      .string()
      .transform((value) => value.slice(0, max))
      .catch(''),
};

/** A yes/no filter's value as the request wants it: 'true'/'yes' → true, 'false'/'no' → false, else undefined ("all"). */
export function flagOf(value: string): boolean | undefined {
  return value === 'true' || value === 'yes' ? true : value === 'false' || value === 'no' ? false : undefined;
}

export interface ListPaging {
  /** 1-based. */
  page: number;
  size: PageSize;
  /** As typed (trimmed); the request builder trims again. */
  search: string;
}

export interface ListSorting<S extends string> {
  sort: S;
  direction: SortDirection;
}

type SortingOf<S extends string> = [S] extends [never] ? unknown : ListSorting<S>;
type FiltersOf<F extends Record<string, FilterSchema>> = { [K in keyof F]: z.output<F[K]> };
type StateFrom<F extends Record<string, FilterSchema>, S extends string> = ListPaging & SortingOf<S> & FiltersOf<F>;

export interface ListOptions<F extends Record<string, FilterSchema>, S extends string> {
  /** The list's own filters; each falls back to '' ("all"). */
  filters?: F;
  /** Server-side sorting: the sortable columns and the default order. */
  sort?: { fields: readonly [S, ...S[]]; default: NoInfer<S>; direction: SortDirection };
  /** Rows per page when the address says nothing (default 10). */
  pageSize?: PageSize;
  /** The call takes no page size: the list always has `pageSize` rows (the address's `size` is ignored). */
  fixedPageSize?: boolean;
  /** Address names that differ from the state's (default: page, size, q, sort, dir and each filter's own name). */
  names?: Partial<Record<keyof F | keyof ListPaging | keyof ListSorting<S>, string>>;
  /** A filter whose change empties others (another company's departments mean nothing). */
  clears?: Partial<Record<keyof F, readonly (keyof F)[]>>;
  /** Before every address name: two lists on one page keep apart (?assessments-page=2). */
  prefix?: string;
}

/**
 * The part of a GetAll body every list has: the page, its size, the trimmed search (left out when
 * empty) and, for a sorted list, the column and direction.
 */
export type ListRequest<State extends ListPaging> = { pageIndex: number; pageSize: PageSize; search?: string } & (State extends ListSorting<
  infer S
>
  ? ListSorting<S>
  : unknown);

export interface ListDefinition<State extends ListPaging> {
  /** The zod schema of the whole state (every field with its fallback). */
  schema: z.ZodType<State>;
  defaults: State;
  /** The state the address holds, every untrusted value replaced by its default. */
  read(params: URLSearchParams): State;
  /**
   * The address after a change: defaults are left out of it; changing what is shown (anything but
   * the page) goes back to page 1; `clears` empties the filters that depend on a changed one.
   */
  write(params: URLSearchParams, patch: Partial<State>): URLSearchParams;
  /** Whether a search or a filter narrows the rows (the empty state says "nothing matches"). */
  isFiltered(state: State): boolean;
  /**
   * The GetAll body of a state: paging, search and sorting from the definition, plus the screen's own
   * `filters` in the request's names — those that are '', null or undefined ("all") are left out.
   *
   *   faqList.request(state, { pageKey: state.pageKey, isVisible: flagOf(state.visible) })
   */
  request<Filters extends Record<string, unknown> = Record<never, never>>(
    state: State,
    filters?: Filters,
  ): ListRequest<State> & Compacted<Filters>;
}

/** The state of a defined list: `type PeopleListState = ListStateOf<typeof peopleList>`. */
export type ListStateOf<L> = L extends ListDefinition<infer State> ? State : never;

const BASE_NAMES = { page: 'page', size: 'size', search: 'q', sort: 'sort', direction: 'dir' } as const;

export function defineList<F extends Record<string, FilterSchema> = Record<never, FilterSchema>, S extends string = never>(
  options: ListOptions<F, S> = {},
): ListDefinition<StateFrom<F, S>> {
  type State = StateFrom<F, S>;
  const filters = (options.filters ?? {}) as F;
  const pageSize = options.pageSize ?? 10;
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(1).catch(1),
    size: options.fixedPageSize ? z.literal(pageSize).catch(pageSize) : z.coerce.number().pipe(z.literal(PAGE_SIZES)).catch(pageSize),
    search: listParam.text(),
    ...(options.sort
      ? {
          sort: z.enum(options.sort.fields as readonly [string, ...string[]]).catch(options.sort.default),
          direction: z.enum(['asc', 'desc']).catch(options.sort.direction),
        }
      : {}),
    ...filters,
  };
  const schema = z.object(shape) as unknown as z.ZodType<State>;
  const defaults = schema.parse({});
  const names = options.names as Record<string, string | undefined> | undefined;
  const nameOf = (key: string) => `${options.prefix ?? ''}${names?.[key] ?? BASE_NAMES[key as keyof typeof BASE_NAMES] ?? key}`;
  const clears = (options.clears ?? {}) as Record<string, readonly string[] | undefined>;

  function read(params: URLSearchParams): State {
    return schema.parse(Object.fromEntries(Object.keys(shape).map((key) => [key, params.get(nameOf(key)) ?? undefined])));
  }

  function write(params: URLSearchParams, patch: Partial<State>): URLSearchParams {
    const next = new URLSearchParams(params);
    const given = patch as Record<string, unknown>;
    const full: Record<string, unknown> = { ...given };
    if (Object.keys(given).some((key) => key !== 'page') && given.page === undefined) full.page = 1;
    const current = read(params) as Record<string, unknown>;
    for (const key of Object.keys(given)) {
      if (given[key] === current[key]) continue;
      for (const cleared of clears[key] ?? []) if (!(cleared in given)) full[cleared] = '';
    }
    const fallback = defaults as Record<string, unknown>;
    for (const [key, value] of Object.entries(full)) {
      const field = shape[key];
      if (!field) continue;
      const normal = field.parse(value);
      if (normal === fallback[key]) next.delete(nameOf(key));
      else next.set(nameOf(key), String(normal));
    }
    return next;
  }

  function isFiltered(state: State): boolean {
    const values = state as Record<string, unknown>;
    return state.search.trim() !== '' || Object.keys(filters).some((key) => values[key] !== (defaults as Record<string, unknown>)[key]);
  }

  function request<Filters extends Record<string, unknown>>(state: State, extra?: Filters) {
    const values = state as ListPaging & Partial<ListSorting<S>>;
    const search = values.search.trim();
    return {
      pageIndex: values.page,
      pageSize: values.size,
      ...(options.sort ? { sort: values.sort, direction: values.direction } : {}),
      ...(search ? { search } : {}),
      ...compact(extra ?? {}),
    } as ListRequest<State> & Compacted<Filters>;
  }

  return { schema, defaults, read, write, isFiltered, request };
}
