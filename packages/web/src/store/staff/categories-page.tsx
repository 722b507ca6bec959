import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import type { StaffCategory } from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { visuallyHidden } from '../../components/visually-hidden';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useStaffMe } from '../../lib/staff-me';
import { CategoryDialog } from './category-dialog';
import { categoryPaths } from './category-paths';
import { staffCategoriesQuery, useRemoveCategory } from './store-staff.api';

type Row = ReturnType<typeof categoryPaths>[number];

/** The tree as a table, indented by depth, with Edit and Delete for a store writer. */
function CategoriesTable({
  rows,
  canWrite,
  onEdit,
  onDelete,
}: {
  rows: Row[];
  canWrite: boolean;
  onEdit: (category: Row) => void;
  onDelete: (category: Row) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.categoriesTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.name}</TableCell>
            <TableCell align="right">{T.products}</TableCell>
            <TableCell align="right">{T.subcategories}</TableCell>
            {canWrite && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {T.actions}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id}>
              <TableCell sx={{ pl: 2 + c.depth * 3 }}>{c.name}</TableCell>
              <TableCell align="right">{c.products}</TableCell>
              <TableCell align="right">{c.children}</TableCell>
              {canWrite && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={T.editNamed(c.name)} onClick={() => onEdit(c)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={T.deleteCategory(c.name)} onClick={() => onDelete(c)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /staff/store-categories: the store's category tree; add, rename, move, delete while empty (decision 235). */
export function CategoriesPage() {
  const categories = useQuery(staffCategoriesQuery());
  const canWrite = useStaffMe().actions.includes('store.write');
  const [editing, setEditing] = useState<StaffCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCategory | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useRemoveCategory();
  const rows = categoryPaths(categories.data ?? []);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {T.categoriesTitle}
        </Typography>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setDone(null);
              setEditing('new');
            }}
          >
            {T.addCategory}
          </Button>
        )}
      </Box>
      <SuccessNotice message={done} onClose={() => setDone(null)} />
      <RefusalAlert error={categories.error} />
      {categories.isPending && <PageLoading label={T.loading} />}
      {categories.data?.length === 0 && <Typography>{T.emptyCategories}</Typography>}
      {rows.length > 0 && (
        <CategoriesTable
          rows={rows}
          canWrite={canWrite}
          onEdit={(c) => {
            setDone(null);
            setEditing(c);
          }}
          onDelete={(c) => {
            setDone(null);
            remove.reset();
            setDeleting(c);
          }}
        />
      )}
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteCategory(deleting?.name ?? '')}
        text={T.confirmDelete(deleting?.name ?? '')}
        action={T.delete}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: (r) => {
              setDeleting(null);
              setDone(r.message);
            },
          })
        }
      />
    </>
  );
}
