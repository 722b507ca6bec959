import type { BookingCourt, BookingDialogForm, BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingDialogMessages as M } from '@portal/domain/bookings/bookings.messages';
import type { Option } from '../../components/form-fields/select-input';
import type { venueListsQuery } from '../bookings.api';

type Lists = Awaited<ReturnType<NonNullable<ReturnType<typeof venueListsQuery>['queryFn']>>>;
const NO_LISTS: Lists = { courts: [], sports: [], types: [], options: [] };
const fits = (allowed: number | null, chosen: string) => allowed === null || String(allowed) === chosen;
const find = <T>(rows: readonly T[], id: (r: T) => number, value?: string) => rows.find((r) => String(id(r)) === value);

/**
 * What the booking dialog's selects offer for the choices made so far (spec 002 §4): the venue's sports, the types
 * and options of the chosen sport, the courts that take them; the chosen court; and the choices as the review shows them.
 */
export function bookingChoices(venue: BookingVenue, lists: Lists | undefined, v: Partial<BookingDialogForm>) {
  const { courts, sports, types, options } = lists ?? NO_LISTS;
  const ofSport = <T extends { sport_id: number }>(rows: readonly T[]) => rows.filter((r) => String(r.sport_id) === v.sport);
  const court = courts.find((c) => String(c.court_id) === v.court);
  const what: [string, string][] = [
    [M.stepVenue, venue.venue_name],
    [M.sport, find(sports, (r) => r.sport_id, v.sport)?.sport_name ?? ''],
    [M.type, find(types, (r) => r.type_id, v.type)?.type_name ?? ''],
    [M.option, find(options, (r) => r.option_id, v.option)?.option_name ?? M.noOption],
    [M.court, court?.court_name ?? ''],
  ];
  const open: Option[] = courts.filter((c: BookingCourt) => fits(c.sport_id, v.sport ?? '') && fits(c.type_id, v.type ?? '') && fits(c.option_id, v.option ?? ''))
    .map((x) => ({ value: String(x.court_id), text: x.court_name }));
  return {
    sports: sports.map((x) => ({ value: String(x.sport_id), text: x.sport_name })),
    types: ofSport(types).map((x) => ({ value: String(x.type_id), text: x.type_name })),
    options: [{ value: '', text: M.noOption }, ...ofSport(options).map((x) => ({ value: String(x.option_id), text: x.option_name }))],
    courts: open, court, what,
  };
}
