import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import type { PaginationProps } from '../../components/ui/data-table.tsx';

/**
 * A list's page, rows per page, search and filters, kept in the address so a reload, the back
 * button or a shared link shows the same rows. Changing anything but the page goes back to page 1.
 */
export function useListParams(prefix = '') {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;
  const page = Math.max(1, Number(params.get(key('page'))) || 1);
  const sizeParam = Number(params.get(key('size')));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 10;
  const search = params.get(key('q')) ?? '';
  const get = (name: string) => params.get(key(name)) ?? '';

  const set = (patch: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in patch)) next.delete(key('page'));
        for (const [name, value] of Object.entries(patch)) {
          if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(key(name));
          else next.set(key(name), String(value));
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return { page, size, search, get, set, params };
}

/** 'true' / 'false' from the address as a boolean filter; anything else means "all". */
export function booleanParam(value: string): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The pagination of a list kept in the address (10 rows, the default, is left out of it). */
export function listPaging(
  list: ReturnType<typeof useListParams>,
  idPrefix: string,
  result: { totalItems: number; totalPages: number } | undefined,
): PaginationProps {
  return {
    idPrefix,
    pageIndex: list.page,
    pageSize: list.size,
    totalItems: result?.totalItems ?? 0,
    totalPages: result?.totalPages ?? 1,
    onPageChange: (page) => list.set({ page }),
    onPageSizeChange: (size) => list.set({ size: size === 10 ? null : size }),
  };
}
