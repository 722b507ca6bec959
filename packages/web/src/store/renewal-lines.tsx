import { IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { RenewalLine } from '@portal/domain/store/store.contract';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { CartMessages as M } from '@portal/domain/store/store.messages';
import { formatCents } from '@portal/domain/shared/money';
import { removeRenewal } from '../lib/cart-renewals';

/** The membership renewals in the cart (decision 250): each names its person, and can be removed. */
export function RenewalLines({ renewals, locked }: { renewals: RenewalLine[]; locked?: boolean }) {
  return (
    <List dense disablePadding>
      {renewals.map((r) => {
        const name = `${r.p_name ?? r.sport} ${ReceiptMessages.lineFor(r.person_name ?? '')}`;
        return (
          <ListItem key={`${r.member_id}:${r.sport}`} divider sx={{ display: 'block', px: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{name}</Typography>
              <Typography sx={{ flexShrink: 0, ml: 'auto' }}>{formatCents(r.p_price)}</Typography>
              <IconButton aria-label={M.remove(name)} onClick={() => removeRenewal(r)} disabled={locked}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
