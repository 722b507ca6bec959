import { ButtonBase, Typography } from '@mui/material';
import type { EventBox } from '@portal/domain/bookings/booking-calendar';
import type { BookingEvent } from '@portal/domain/bookings/bookings.contract';

/** Pixels of one 30-minute row: 34 rows and the header fit the spec's calendar height of 685 (spec 002 §9). */
export const ROW_PX = 19;

const hhmm = (iso: string) => iso.slice(11, 16);
/** One line of the box's 11 px text. */
const LINE_PX = 11 * 1.3;

/**
 * One booking or event on the day calendar (spec 002 §2): its start-end times and type, as high as it lasts and as
 * wide as its court's share of the full court (width class full, two-third, half or third). A button: it opens the
 * event card, and a screen reader reads what, where and when.
 */
export function CalendarEventButton({
  event,
  box,
  rowTop,
  onOpen,
}: {
  event: BookingEvent;
  box: EventBox;
  rowTop: number;
  onOpen: () => void;
}) {
  const times = `${hhmm(event.start)} - ${hhmm(event.end)}`;
  const booking = event.kind === 'booking';
  const courtShown = box.fraction !== 'full';
  const heightPx = (box.height / 30) * ROW_PX - 1;
  // the type and court wrap onto the lines the box has below its times (a narrow half court's label), then end in …
  const lines = Math.max(1, Math.floor((heightPx - LINE_PX) / LINE_PX));
  return (
    <ButtonBase
      onClick={onOpen}
      aria-haspopup="dialog"
      // its name starts with what it shows (times, type) and names the court when the box does not
      aria-label={`${times} ${event.type}${courtShown ? ` · ${event.court}` : `, ${event.court}`}`}
      className={`booking-event booking-event--${box.fraction}`}
      sx={{
        position: 'absolute',
        zIndex: 1,
        top: ((box.top - rowTop) / 30) * ROW_PX,
        height: heightPx,
        left: `calc(${box.left * 100}% + 1px)`,
        width: `calc(${box.width * 100}% - 2px)`,
        display: 'block',
        textAlign: 'left',
        overflow: 'hidden',
        px: 0.5,
        borderRadius: 1,
        fontSize: 11,
        lineHeight: 1.3,
        bgcolor: booking ? 'primary.main' : 'secondary.main',
        color: booking ? 'primary.contrastText' : 'secondary.contrastText',
        border: 1,
        borderColor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1, zIndex: 2 },
      }}
    >
      <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, display: 'block', whiteSpace: 'nowrap' }}>
        {times}{' '}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontSize: 11,
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          whiteSpace: lines > 1 ? 'normal' : 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        {event.type}
        {courtShown ? ` · ${event.court}` : ''}
      </Typography>
    </ButtonBase>
  );
}
