import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { PAGE_SIZES } from '@portal/domain/staff/staff-list';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';

/** What a server-side list asks for: the page (from 0), its size, and one sort column with its order. */
export interface ListView {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
}

interface Props<R extends GridValidRowModel> {
  label: string;
  columns: GridColDef<R>[];
  rows: readonly R[];
  total: number;
  loading: boolean;
  view: ListView;
  onView: (view: ListView) => void;
  onRowClick?: (row: R) => void;
  getRowId?: (row: R) => string | number;
  /** Rows as tall as their longest cell (wrapped text), instead of one line each. */
  autoRowHeight?: boolean;
}

/**
 * MUI X Data Grid in server mode (decision 164): the server pages and sorts (domain/staff/staff-list.ts); the grid
 * shows one page and says what is asked next. Filters are the page's own fields above the grid.
 */
export function ServerGrid<R extends GridValidRowModel>({
  label,
  columns,
  rows,
  total,
  loading,
  view,
  onView,
  onRowClick,
  getRowId,
  autoRowHeight,
}: Props<R>) {
  const sortModel: GridSortModel = view.sort ? [{ field: view.sort, sort: view.order }] : [];
  return (
    <Box sx={{ width: '100%', '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' } }}>
      <DataGrid
        aria-label={label}
        autoHeight
        columns={columns}
        rows={rows}
        rowCount={total}
        loading={loading}
        getRowId={getRowId}
        paginationMode="server"
        sortingMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={{ page: view.page, pageSize: view.pageSize }}
        onPaginationModelChange={(m) =>
          onView({ ...view, page: m.pageSize === view.pageSize ? m.page : 0, pageSize: m.pageSize })
        }
        sortModel={sortModel}
        onSortModelChange={(m) =>
          onView({ ...view, page: 0, sort: m[0]?.field, order: m[0]?.sort === 'desc' ? 'desc' : 'asc' })
        }
        onRowClick={onRowClick ? (p: GridRowParams<R>) => onRowClick(p.row) : undefined}
        localeText={{ noRowsLabel: T.noRows }}
        density="compact"
        getRowHeight={autoRowHeight ? () => 'auto' : undefined}
      />
    </Box>
  );
}
