import { Box, type Theme } from '@mui/material';
import {
  calendarColumns,
  calendarRows,
  eventBox,
  isBookable,
  type CalendarRow,
  type EventBox,
} from '@portal/domain/bookings/booking-calendar';
import type { BookingCourt, BookingEvent, CourtHours } from '@portal/domain/bookings/bookings.contract';
import { freeStartIn, type CourtFreeTimes } from '@portal/domain/bookings/free-times';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { CalendarEventButton, ROW_PX } from './calendar-event-button';
import { useGridFocus } from './use-grid-focus';
import { visuallyHidden } from '../../components/visually-hidden';

const TIME_COL = '52px';
const ROWS = calendarRows();
const hhmm = (iso: string) => iso.slice(11, 16);

// One scroll area, the page's (docs/decisions/230): the frame never scrolls, so the whole day (spec 002 §9: 34 rows,
// height 685) takes the screen as the page scrolls, the court names stick under the app bar, and the columns share
// the width (clip, not scroll: a scrolling frame would hold the sticky names inside it).
const FRAME_SX = {
  overflowX: 'clip',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

/** The app bar's height at each size (the theme's toolbar mixin), as the sticky court names' top. */
function underAppBar(t: Theme) {
  return Object.fromEntries(
    Object.entries(t.mixins.toolbar).map(([k, v]) =>
      k === 'minHeight' ? ['top', v] : [k, { top: (v as { minHeight?: number }).minHeight }],
    ),
  );
}

/**
 * The grid's look, from this one rule: the 300-odd cells are plain elements styled by class, not a styled Box each, so a
 * phone builds the day in a fraction of the time (decision 132).
 */
function gridSx(columns: number, theme: Theme) {
  return {
    fontSize: 12,
    '& .vh': visuallyHidden,
    '& .cal-row': {
      display: 'grid',
      gridTemplateColumns: `${TIME_COL} repeat(${columns}, minmax(0, 1fr))`,
      height: ROW_PX,
    },
    '& .cal-head': {
      height: 30,
      position: 'sticky',
      ...underAppBar(theme),
      zIndex: 3,
      bgcolor: 'background.paper',
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& .cal-court': {
      alignSelf: 'center',
      textAlign: 'center',
      fontWeight: 700,
      borderLeft: 1,
      borderColor: 'divider',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .cal-time': {
      px: 0.5,
      color: 'text.secondary',
      fontSize: 11,
      lineHeight: `${ROW_PX}px`,
      borderColor: 'divider',
    },
    '& .cal-head .cal-time': { alignSelf: 'center', fontSize: 12, lineHeight: 'normal' },
    '& .slot': { position: 'relative', borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper' },
    '& .slot--closed': {
      bgcolor: 'action.hover',
      backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0,0,0,0.06) 6px 8px)',
    },
    '& .hour': { borderTop: 1, borderColor: 'divider' },
    '& .slot--free': { cursor: 'pointer', '@media (hover: hover)': { '&:hover': { bgcolor: 'action.selected' } } },
    '& .slot:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3, zIndex: 2 },
  } as const;
}

type Placed = { event: BookingEvent; box: EventBox };

/** One slot of a court's column: bookable, the events starting and lying in it, where a booking would start, and what it reads as. */
function slotOf(
  row: CalendarRow,
  col: number,
  court: BookingCourt,
  day: { placed: Placed[]; hours: readonly CourtHours[]; free: readonly CourtFreeTimes[]; canBook: boolean },
) {
  const bookable = isBookable(
    row,
    day.hours.find((h) => h.court_id === court.court_id),
  );
  const starting = day.placed.filter((p) => p.box.column === col && Math.floor(p.box.top / 30) === row.index);
  const covering = day.placed.filter(
    (p) => p.box.column === col && p.box.top < (row.index + 1) * 30 && p.box.top + p.box.height > row.index * 30,
  );
  const courtFree = day.free.find((f) => f.court.court_id === court.court_id)?.free ?? [];
  const start = day.canBook && !covering.length ? freeStartIn(courtFree, row.from, row.to) : null;
  const state = covering.length
    ? covering.map((p) => `${p.event.type} ${p.event.court} ${hhmm(p.event.start)} to ${hhmm(p.event.end)}`).join('; ')
    : bookable
      ? M.available
      : M.notBookable;
  return { bookable, starting, covering, start, state };
}

type Facts = Parameters<typeof slotOf>[3];

/**
 * One slot's cell, as a plain element (a call, not a component: the 300-odd cells stay cheap, decision 132): Enter,
 * Space or a click opens the event lying in it or starts a booking at its free time.
 */
function slotCell({
  row,
  col,
  court,
  hour,
  facts,
  tabIndexOf,
  onOpen,
  onFree,
}: {
  row: CalendarRow;
  col: number;
  court: BookingCourt;
  hour: boolean;
  facts: Facts;
  tabIndexOf: (row: number, col: number) => number;
  onOpen: (event: BookingEvent) => void;
  onFree?: (court: number, start: string) => void;
}) {
  const { bookable, starting, covering, start, state } = slotOf(row, col, court, facts);
  return (
    <div
      key={court.court_id}
      role="gridcell"
      data-row={row.index}
      data-col={col}
      tabIndex={tabIndexOf(row.index, col)}
      onKeyDown={(e) => {
        if ((e.key !== 'Enter' && e.key !== ' ') || e.target !== e.currentTarget) return;
        if (covering[0]) {
          e.preventDefault();
          onOpen(covering[0].event);
        } else if (start) {
          e.preventDefault();
          onFree?.(court.court_id, start);
        }
      }}
      onClick={start ? () => onFree?.(court.court_id, start) : undefined}
      className={`slot${bookable ? '' : ' slot--closed'}${start ? ' slot--free' : ''}${hour ? ' hour' : ''}`}
    >
      {/* the cell's name from its content: what a screen reader reads, and any event's visible text within it */}
      <span className="vh">{M.slotLabel(court.court_name, row.from, row.to, state)}</span>
      {starting.map((p) => (
        <CalendarEventButton
          key={p.event.event_id}
          event={p.event}
          box={p.box}
          rowTop={row.index * 30}
          onOpen={() => onOpen(p.event)}
        />
      ))}
    </div>
  );
}

/**
 * spec 002 §2 day calendar as a CSS grid: one column per full court, 34 rows of 30 minutes from 06:00, times outside
 * a court's hours marked not bookable, bookings and events placed by time and by court fraction. An ARIA grid: one
 * tab stop, arrow keys move between slots (each read as court, time and state); every event is a button. A member's
 * click, tap or Enter on a free time starts New Booking there (docs/decisions/230).
 */
export function DayCalendar({
  label,
  hint,
  day,
  courts,
  events,
  hours,
  free,
  onOpen,
  onFree,
}: {
  label: string;
  /** Read after the label: how to move around (visually hidden). */
  hint: string;
  day: string;
  courts: readonly BookingCourt[];
  events: readonly BookingEvent[];
  hours: readonly CourtHours[];
  /** The day's free times (free-times.ts), read from the same courts, events and hours. */
  free: readonly CourtFreeTimes[];
  onOpen: (event: BookingEvent) => void;
  /** A free time chosen (signed-in members only): its full court and start. */
  onFree?: (court: number, start: string) => void;
}) {
  const columns = calendarColumns(courts);
  const placed = events
    .map((event) => ({ event, box: eventBox(event, courts, day) }))
    .filter((p): p is Placed => p.box !== null);
  const facts = { placed, hours, free, canBook: Boolean(onFree) };
  const { grid, onKeyDown, tabIndexOf } = useGridFocus(ROWS.length, columns.length);

  return (
    <Box sx={FRAME_SX}>
      <Box id="calendar-hint" sx={visuallyHidden}>
        {hint}
      </Box>
      <Box
        ref={grid}
        role="grid"
        aria-label={label}
        aria-describedby="calendar-hint"
        aria-rowcount={ROWS.length + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
        sx={(theme) => gridSx(columns.length, theme)}
      >
        <div role="row" aria-rowindex={1} className="cal-row cal-head">
          <div role="columnheader" className="cal-time">
            {M.time}
          </div>
          {columns.map((c) => (
            <div key={c.court_id} role="columnheader" className="cal-court">
              {c.court_name}
            </div>
          ))}
        </div>
        {ROWS.map((row) => {
          const hour = row.from.endsWith(':00');
          return (
            <div key={row.from} role="row" aria-rowindex={row.index + 2} className="cal-row">
              <div role="rowheader" className={hour ? 'cal-time hour' : 'cal-time'}>
                {hour ? row.from : <span className="vh">{row.from}</span>}
              </div>
              {columns.map((court, col) => slotCell({ row, col, court, hour, facts, tabIndexOf, onOpen, onFree }))}
            </div>
          );
        })}
      </Box>
    </Box>
  );
}
