import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDaysIso } from '@portal/domain/shared/time';
import { windowDays } from '@portal/domain/bookings/booking-time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { carried, pageApp } from '../../test/page-app';

// The court hire calendar's first answers are written into its page's HTML (decisions 128, 131).
let t: TestApp;
let app: FastifyInstance;
let venues: number[];
beforeAll(async () => {
  t = await buildTestApp();
  app = await pageApp(t);
  venues = ((await api('/api/booking/venues')) as { data: { venue_id: number }[] }).data.map((v) => v.venue_id);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function api(url: string) {
  return (await app.inject({ method: 'GET', url })).json() as unknown;
}
const listsOf = (venue: number) =>
  ['courts', 'sports', 'types', 'options'].map((l) => `/api/booking/${l}/venue/${venue}`);

describe('the court hire calendar with its first answers', () => {
  it("carries the venues, the first venue's lists and its first bookable day, each as the API answers it", async () => {
    const first = windowDays(new Date(), t.config.site.timeZone).first;
    for (const page of ['/bookingview', '/member/booking']) {
      const answers = carried((await app.inject({ method: 'GET', url: page })).body);
      const urls = [
        '/api/booking/venues',
        ...listsOf(venues[0]!),
        `/api/booking/events/venue/${venues[0]}/day/${first}`,
      ];
      expect(Object.keys(answers), page).toEqual(urls);
      for (const url of urls) expect(answers[url], url).toEqual(await api(url));
    }
  });

  it("follows the address's venue and date; a day before the window is its first day; an unknown venue carries the venues alone", async () => {
    const first = windowDays(new Date(), t.config.site.timeZone).first;
    const venue = venues[venues.length - 1]!;
    const later = addDaysIso(first, 3);
    const answers = carried(
      (await app.inject({ method: 'GET', url: `/bookingview?venue=${venue}&date=${later}` })).body,
    );
    expect(Object.keys(answers)).toEqual([
      '/api/booking/venues',
      ...listsOf(venue),
      `/api/booking/events/venue/${venue}/day/${later}`,
    ]);
    const past = carried(
      (await app.inject({ method: 'GET', url: `/bookingview?venue=${venue}&date=2020-01-01` })).body,
    );
    expect(Object.keys(past)).toContain(`/api/booking/events/venue/${venue}/day/${first}`);
    expect(Object.keys(carried((await app.inject({ method: 'GET', url: '/bookingview?venue=999999' })).body))).toEqual([
      '/api/booking/venues',
    ]);
  });
});
