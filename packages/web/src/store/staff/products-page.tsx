import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatCents } from '@portal/domain/shared/money';
import { isoToDmy } from '@portal/domain/shared/time';
import { PRODUCT_STATES, type StaffProduct } from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { useMay } from '../../lib/staff-me';
import { categoryPaths } from './category-paths';
import { staffCategoriesQuery, staffProductsQuery } from './store-staff.api';

const COLUMNS: GridColDef<StaffProduct>[] = [
  { field: 'title', headerName: T.title, flex: 2, minWidth: 180 },
  { field: 'category', headerName: T.category, flex: 1, minWidth: 130 },
  {
    field: 'date_start',
    headerName: T.dateStart,
    width: 110,
    valueFormatter: (v: string | null) => (v ? isoToDmy(v) : ''),
  },
  {
    field: 'price',
    headerName: T.price,
    width: 100,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_v, r) => r.price_cents,
    valueFormatter: formatCents,
  },
  {
    field: 'booked',
    headerName: T.booked,
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueGetter: (_v, r) => `${r.booked} / ${r.quantity}`,
  },
  {
    field: 'active',
    headerName: T.state,
    width: 110,
    sortable: false,
    valueFormatter: (v: boolean) => (v ? T.onSale : T.withdrawn),
  },
];

type Filters = { q: string; category_id: string; state: (typeof PRODUCT_STATES)[number] };

/** /staff/store-products: the store's products paged, sorted and filtered on the server; a row opens its form (decision 235). */
export function ProductsPage() {
  const navigate = useNavigate();
  const canWrite = useMay('store.write');
  const [filters, setFilters] = useState<Filters>({ q: '', category_id: '', state: '' });
  const categories = useQuery(staffCategoriesQuery());
  const { list, grid, firstPage } = useStaffList(staffProductsQuery, filters, 'asc');
  const filter = (f: Partial<Filters>) => {
    setFilters({ ...filters, ...f });
    firstPage();
  };
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.productsTitle}
        </Typography>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/staff/store-products/new">
            {T.addProduct}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={T.searchLabel}
          value={filters.q}
          onChange={(e) => filter({ q: e.target.value })}
          sx={{ width: 240 }}
        />
        <TextField
          size="small"
          select
          label={T.category}
          value={filters.category_id}
          onChange={(e) => filter({ category_id: e.target.value })}
          sx={{ width: 260 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{T.anyCategory}</MenuItem>
          {categoryPaths(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.path}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={T.state}
          value={filters.state}
          onChange={(e) => filter({ state: e.target.value as Filters['state'] })}
          sx={{ width: 250 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          {PRODUCT_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {T.states[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <RefusalAlert error={list.error} />
      <ServerGrid
        label={T.productsTitle}
        columns={COLUMNS}
        {...grid}
        onRowClick={(r) => void navigate(`/staff/store-products/${r.id}`)}
      />
    </>
  );
}
