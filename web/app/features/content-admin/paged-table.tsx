import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, Pagination, type PaginationProps } from '../../components/ui/data-table.tsx';

/** A content-admin list's table (paged on the server) with its pagination under it. */
export function PagedTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  loading,
  empty,
  pagination,
}: {
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  loading: boolean;
  empty: ReactNode;
  pagination: PaginationProps;
}) {
  return (
    <>
      <DataTable caption={caption} columns={columns} data={rows} getRowId={(row) => row.id} loading={loading} empty={empty} />
      <Pagination {...pagination} />
    </>
  );
}
