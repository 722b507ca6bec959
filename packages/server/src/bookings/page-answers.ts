import * as C from '@portal/domain/bookings/bookings.contract';
import { isDay, windowDays } from '@portal/domain/bookings/booking-time';
import { fillPath } from '@portal/domain/shared/fill-path';
import { addressId, registerPageData, type PageInput } from '../platform/page-data';

// The court hire calendar's first answers, written into its HTML (decisions 128, 131): the venues, then the chosen
// venue's lists and its day, by the URLs the web app asks them at (web bookings/bookings.api.ts, booking-page.tsx).

async function bookingAnswers({ query, ctx, get }: PageInput): Promise<Record<string, Buffer>> {
  const answers: Record<string, Buffer> = {};
  const venuesBody = await get(C.bookingVenues.path);
  if (!venuesBody) return answers;
  answers[C.bookingVenues.path] = venuesBody;
  // the calendar shows the venue its address names, else the first; and the day asked, else the first day it may book
  const venues = (JSON.parse(venuesBody.toString('utf8')) as { data: { venue_id: number }[] }).data;
  const venueId = addressId(query.get('venue')) ?? venues[0]?.venue_id ?? null;
  if (venueId === null || !venues.some((v) => v.venue_id === venueId)) return answers;
  const firstDay = windowDays(ctx.now(), ctx.config.site.timeZone).first;
  const asked = query.get('date');
  const day = asked && isDay(asked) && asked >= firstDay ? asked : firstDay;
  const params = { venue_id: venueId };
  const urls = [
    ...[C.venueCourts, C.venueSports, C.venueTypes, C.venueOptions].map((e) => fillPath(e.path, params)),
    fillPath(C.venueEvents.path, { ...params, view_type: 'day', date: day }),
  ];
  const bodies = await Promise.all(urls.map(get));
  urls.forEach((url, i) => {
    if (bodies[i]) answers[url] = bodies[i];
  });
  return answers;
}

export function registerBookingPages(): void {
  // spec 002 §4 Court hire: /bookingview for visitors, /member/booking for members (same calendar, same public day)
  registerPageData('/bookingview', bookingAnswers);
  registerPageData('/member/booking', bookingAnswers);
}
