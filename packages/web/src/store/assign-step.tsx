import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, Typography } from '@mui/material';
import type { Assignment, CartLine } from '@portal/domain/store/store.contract';
import { CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { assignmentsMatch, attendeeLines } from '@portal/domain/store/store.rules';
import type { AttendeeEntry } from './attendee-row';

/**
 * spec 002 §5 assign step: for each product that needs attendees, exactly its quantity of the confirmed attendees.
 * A wrong assignment says so once a box is ticked, or once Continue was pressed (`tried`), nobody assigned included.
 */
export function AssignStep({
  cart,
  attendees,
  assign,
  tried,
  onChange,
}: {
  cart: CartLine[];
  attendees: AttendeeEntry[];
  assign: Assignment[];
  /** Continue was pressed while the assignment did not match. */
  tried: boolean;
  onChange: (assign: Assignment[]) => void;
}) {
  const lines = attendeeLines(cart);
  if (!lines.length) return <Typography>{M.noAttendeesNeeded}</Typography>;
  const toggle = (productId: number, attendeeIndex: number, on: boolean) =>
    onChange(
      on
        ? [...assign, { productId, attendeeIndex }]
        : assign.filter((a) => !(a.productId === productId && a.attendeeIndex === attendeeIndex)),
    );
  const matches = assignmentsMatch(cart, assign, attendees.length);
  return (
    <Stack spacing={2}>
      {lines.map((line) => (
        <FormGroup key={line.product_id} role="group" aria-labelledby={`assign-${line.product_id}`}>
          <FormLabel id={`assign-${line.product_id}`}>
            {M.assignFor(line.product_title ?? '', line.product_quantity)}
          </FormLabel>
          {attendees.map((a, i) => (
            <FormControlLabel
              key={a.key}
              label={`${a.value.firstname} ${a.value.lastname}`}
              control={
                <Checkbox
                  checked={assign.some((x) => x.productId === line.product_id && x.attendeeIndex === i)}
                  onChange={(e) => toggle(line.product_id, i, e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      ))}
      {!matches && (tried || assign.length > 0) && (
        <Typography color="error" role="alert">
          {M.assignMismatch}
        </Typography>
      )}
    </Stack>
  );
}
