import { asc } from 'drizzle-orm';
import { addDaysIso } from '@portal/domain/shared/time';
import { venues } from '../platform/league.tables';
import type { SeedCtx } from '../platform/seed';
import { storeShippedCovers } from './covers';
import { productCategories, products } from './store.tables';

// Demo store (../shared/CONTRACT.md): programs that need attendees (one Active & Creative Kids eligible), a sold-out
// ticket, a cap with an order limit, merchandise; dates a few weeks ahead of today.

export async function seedStore({ tx, today }: SeedCtx): Promise<void> {
  const [hornsby, brickpit] = await tx.select({ id: venues.id }).from(venues).orderBy(asc(venues.id));
  const cat = async (name: string, parentId: number | null = null, position = 0) =>
    (await tx.insert(productCategories).values({ name, parentId, position }).returning())[0]!.id;
  const holiday = await cat('Holiday Programs', null, 1);
  const camps = await cat('Holiday Camps', holiday, 1);
  const clinics = await cat('Skills Clinics', holiday, 2);
  const juniors = await cat('Junior Programs', null, 2);
  const hoops = await cat('Aussie Hoops', juniors, 1);
  const merch = await cat('Merchandise', null, 3);
  const events = await cat('Events & Tickets', null, 4);
  const day = (n: number) => addDaysIso(today, n);

  await tx.insert(products).values([
    {
      categoryId: camps,
      venueId: hornsby?.id ?? null,
      name: 'summer-holiday-camp',
      title: 'Summer Holiday Basketball Camp',
      description:
        'Three days of coaching, games and skills challenges for players aged 8 to 16. Bring a water bottle, lunch and a ball if you have one.',
      cover: 'holiday-camp.jpg',
      priceCents: 12500,
      quantity: 40,
      booked: 12,
      orderQtyMax: 4,
      noAttendee: false,
      akv: false,
      dateStart: day(30),
      dateEnd: day(32),
      timeStart: '09:00',
      timeEnd: '15:00',
    },
    {
      categoryId: hoops,
      venueId: brickpit?.id ?? hornsby?.id ?? null,
      name: 'aussie-hoops-term-1',
      title: 'Aussie Hoops Term 1',
      description:
        "Basketball Australia's introductory program for children aged 5 to 10: eight weekly sessions and a playing kit. Eligible for the NSW Active & Creative Kids voucher.",
      cover: 'aussie-hoops.jpg',
      priceCents: 10000,
      quantity: 24,
      booked: 6,
      orderQtyMax: null,
      noAttendee: false,
      akv: true,
      dateStart: day(40),
      dateEnd: day(89),
      timeStart: '16:00',
      timeEnd: '17:00',
    },
    {
      categoryId: clinics,
      venueId: hornsby?.id ?? null,
      name: 'netball-skills-clinic',
      title: 'Netball Skills Clinic',
      description: "A morning of shooting, footwork and defence drills with the association's netball coaches.",
      cover: 'netball-clinic.jpg',
      priceCents: 4500,
      quantity: 20,
      booked: 3,
      orderQtyMax: 2,
      noAttendee: false,
      akv: false,
      dateStart: day(21),
      dateEnd: day(21),
      timeStart: '09:30',
      timeEnd: '12:30',
    },
    {
      categoryId: events,
      venueId: hornsby?.id ?? null,
      name: 'grand-final-day',
      title: 'Grand Final Day Ticket',
      description: 'Entry to every grand final of the season, with the presentation afterwards.',
      cover: 'grand-final.jpg',
      priceCents: 1500,
      quantity: 150,
      booked: 150,
      orderQtyMax: 6,
      noAttendee: true,
      akv: false,
      voucherEligible: false,
      dateStart: day(60),
      dateEnd: day(60),
      timeStart: '10:00',
      timeEnd: '18:00',
    },
    {
      categoryId: merch,
      venueId: null,
      name: 'association-cap',
      title: 'Association Cap',
      description: "Embroidered cap in the association's colours. One size, adjustable strap.",
      cover: 'association-cap.jpg',
      priceCents: 3000,
      quantity: 80,
      booked: 5,
      orderQtyMax: 2,
      noAttendee: true,
      akv: false,
    },
    {
      categoryId: merch,
      venueId: null,
      name: 'training-singlet',
      title: 'Reversible Training Singlet',
      description:
        'Reversible mesh training singlet, sizes S to XXL (tell us your size in the note of your receipt email).',
      cover: 'team-singlet.jpg',
      priceCents: 5500,
      quantity: 60,
      booked: 0,
      orderQtyMax: null,
      noAttendee: true,
      akv: false,
    },
  ]);
  await storeShippedCovers(tx);
}
