import type { BookingCourt, BookingDialogForm, BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingDialogMessages as M } from '@portal/domain/bookings/bookings.messages';
import type { Option } from '../../components/form-fields/select-input';
import type { venueListsQuery } from '../bookings.api';

/** A booking started from a free time of the calendar or the list (docs/decisions/230): its court and times, on the day shown. */
export interface BookingStart {
  court: number;
  start: string;
  end: string;
}

export type Lists = Awaited<ReturnType<NonNullable<ReturnType<typeof venueListsQuery>['queryFn']>>>;
const NO_LISTS: Lists = { courts: [], sports: [], types: [], options: [] };
const fits = (allowed: number | null, chosen: string) => allowed === null || String(allowed) === chosen;
const find = <T>(rows: readonly T[], id: (r: T) => number, value?: string) => rows.find((r) => String(id(r)) === value);

/**
 * What the booking dialog's selects offer for the choices made so far (spec 002 §4): the venue's sports, the types
 * and options of the chosen sport, the courts that take them; the chosen court; and the choices as the review shows them.
 */
export function bookingChoices(venue: BookingVenue, lists: Lists | undefined, v: Partial<BookingDialogForm>) {
  const { courts, sports, types, options } = lists ?? NO_LISTS;
  const ofSport = <T extends { sport_id: number }>(rows: readonly T[]) =>
    rows.filter((r) => String(r.sport_id) === v.sport);
  const court = courts.find((c) => String(c.court_id) === v.court);
  const what: [string, string][] = [
    [M.stepVenue, venue.venue_name],
    [M.sport, find(sports, (r) => r.sport_id, v.sport)?.sport_name ?? ''],
    [M.type, find(types, (r) => r.type_id, v.type)?.type_name ?? ''],
    [M.option, find(options, (r) => r.option_id, v.option)?.option_name ?? M.noOption],
    [M.court, court?.court_name ?? ''],
  ];
  const open: Option[] = courts
    .filter(
      (c: BookingCourt) =>
        fits(c.sport_id, v.sport ?? '') && fits(c.type_id, v.type ?? '') && fits(c.option_id, v.option ?? ''),
    )
    .map((x) => ({ value: String(x.court_id), text: x.court_name }));
  return {
    sports: sports.map((x) => ({ value: String(x.sport_id), text: x.sport_name })),
    types: ofSport(types).map((x) => ({ value: String(x.type_id), text: x.type_name })),
    options: [
      { value: '', text: M.noOption },
      ...ofSport(options).map((x) => ({ value: String(x.option_id), text: x.option_name })),
    ],
    courts: open,
    court,
    what,
  };
}

type Field = 'sport' | 'type' | 'option' | 'court' | 'start' | 'end';
const fitsSoFar = (allowed: number | null, chosen: string) =>
  allowed === null || chosen === '' || String(allowed) === chosen;

/**
 * What a changed choice leaves out of place (spec 002 §4 "a change clears what depends on it"): a type or option not of
 * the sport, a court that does not take the sport, type and option (and then its times). A booking started from a
 * free time keeps its court and times while the member picks the sport and type the court takes (decision 230).
 */
export function outdated(lists: Lists | undefined, v: Partial<BookingDialogForm>): Field[] {
  const { courts, types, options } = lists ?? NO_LISTS;
  const out: Field[] = [];
  const type =
    v.type && types.some((t) => String(t.type_id) === v.type && String(t.sport_id) === v.sport) ? v.type : '';
  const option =
    v.option && options.some((o) => String(o.option_id) === v.option && String(o.sport_id) === v.sport) ? v.option : '';
  if (v.type && !type) out.push('type');
  if (v.option && !option) out.push('option');
  const court = courts.find((c) => String(c.court_id) === v.court);
  if (
    v.court &&
    !(
      court &&
      fitsSoFar(court.sport_id, v.sport ?? '') &&
      fitsSoFar(court.type_id, type) &&
      fitsSoFar(court.option_id, option)
    )
  )
    out.push('court', 'start', 'end');
  return out;
}

/** The dialog's first values for a booking started from a free time: the court, and the sport and type when they follow from it. */
export function prefill(
  lists: Lists | undefined,
  start: BookingStart,
): Pick<BookingDialogForm, 'sport' | 'type' | 'court' | 'start' | 'end'> & { option: string } {
  const { courts, sports, types } = lists ?? NO_LISTS;
  const court = courts.find((c) => c.court_id === start.court);
  const ofType = types.find((t) => t.type_id === court?.type_id);
  const sportIds = ofType
    ? [ofType.sport_id]
    : court?.sport_id != null
      ? [court.sport_id]
      : sports.map((s) => s.sport_id);
  const sport = sportIds.length === 1 ? String(sportIds[0]) : '';
  const typeIds = ofType ? [ofType.type_id] : types.filter((t) => String(t.sport_id) === sport).map((t) => t.type_id);
  return {
    sport,
    type: sport && typeIds.length === 1 ? String(typeIds[0]) : '',
    option: court?.option_id != null ? String(court.option_id) : '',
    court: String(start.court),
    start: start.start,
    end: start.end,
  };
}
