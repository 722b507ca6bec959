import { Alert, Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FormProvider } from 'react-hook-form';
import type { BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingDialogMessages as M } from '@portal/domain/bookings/bookings.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { usePayBooking } from '../bookings.api';
import type { BookingStart } from './booking-choices';
import { BookingSteps } from './booking-steps';
import { DATE_TIME, useBookingDialog } from './use-booking-dialog';

/**
 * spec 002 §2, §4 Booking dialog (maximum width 900): the window alert and the seven vertical steps (BookingSteps).
 * It does not close while a payment is under way.
 */
export function BookingDialog({
  venue,
  venues,
  focusedDay,
  start = null,
  onVenue,
  onClose,
}: {
  venue: BookingVenue;
  venues: readonly BookingVenue[];
  focusedDay: string;
  /** A free time the member chose on the calendar or the list: the court and times filled in (docs/decisions/230). */
  start?: BookingStart | null;
  onVenue: (venue: number) => void;
  onClose: () => void;
}) {
  // a phone, held either way, gets the whole screen for the seven steps
  const phone = useMediaQuery(`${useTheme().breakpoints.down('sm').replace('@media ', '')}, (max-height: 500px)`);
  const pay = usePayBooking();
  const s = useBookingDialog(venue.venue_id, focusedDay, start);

  return (
    <Dialog
      open
      onClose={pay.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 900 } } }}
      aria-labelledby="booking-dialog-title"
    >
      <DialogTitle id="booking-dialog-title" sx={{ pr: 6 }}>
        {M.title}
        <IconButton
          aria-label={M.close}
          onClick={onClose}
          disabled={pay.isPending}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {s.windowAlert && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {s.windowAlert}
          </Alert>
        )}
        {s.prefilled && s.wizard.active < DATE_TIME && s.form.watch('court') === s.prefilled.court && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {M.startedFrom(
              s.lists?.courts.find((c) => String(c.court_id) === s.prefilled?.court)?.court_name ?? '',
              isoToDmy(focusedDay),
              formatTime(s.prefilled.start),
              formatTime(s.prefilled.end),
            )}
          </Alert>
        )}
        <FormProvider {...s.form}>
          <BookingSteps s={s} venue={venue} venues={venues} onVenue={onVenue} onClose={onClose} pay={pay} />
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
