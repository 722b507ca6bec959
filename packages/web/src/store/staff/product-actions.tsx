import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { StaffProduct } from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useProductState, useRemoveProduct } from './store-staff.api';

/** Withdraw a product from sale or put it back; delete one no order names (the server refuses the others too). */
export function ProductActions({
  product,
  onDone,
  onDeleted,
}: {
  product: StaffProduct;
  onDone: (message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const state = useProductState();
  const remove = useRemoveProduct();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={state.isPending}
          startIcon={busyIcon(state.isPending)}
          onClick={() =>
            state.mutate({ id: product.id, active: !product.active }, { onSuccess: (r) => onDone(r.message) })
          }
        >
          {product.active ? T.withdraw : T.restore}
        </Button>
        {!product.ordered && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {T.deleteProduct}
          </Button>
        )}
      </Stack>
      <RefusalAlert error={state.error} onClose={() => state.reset()} />
      <ConfirmDialog
        open={confirming}
        title={T.deleteProduct}
        text={T.confirmDeleteProduct(product.title)}
        action={T.delete}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(product.id, { onSuccess: (r) => onDeleted(r.message) })}
      />
    </>
  );
}
