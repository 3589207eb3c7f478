import type { ListEnvelope, PageRequest, SingleEnvelope } from '@rira/contracts';

export function single<T>(data: T, message: string | null = null): SingleEnvelope<T> {
  return { data, succeeded: true, message };
}

export function ok(message: string | null = null): SingleEnvelope<null> {
  return { data: null, succeeded: true, message };
}

export function created(id: string, message: string | null = null) {
  return { data: id, succeeded: true as const, message };
}

export function list<T>(items: T[], totalItems: number, page: Pick<PageRequest, 'pageIndex' | 'pageSize'>): ListEnvelope<T> {
  return {
    data: items,
    pageIndex: page.pageIndex,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / page.pageSize)),
    succeeded: true,
    errors: [],
  };
}
