import { and, eq, inArray } from 'drizzle-orm';
import { priceCart } from '@portal/domain/shared/cart-total';
import { addDaysIso } from '@portal/domain/shared/time';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import type { SeedCtx } from '../platform/seed';
import { coupons } from './coupons.tables';
import { invoiceItems, invoices, membershipProducts, orderLines, orders, payments, vouchers } from './payments.tables';

// Demo money (../shared/CONTRACT.md): membership products, coupons SAVE10 and HALFPRICE, vouchers GIFT20260001 and
// AKV20260001 (junior01 only), member01's part-paid invoice and past receipts, manager01's unpaid team invoice, and
// junior01's season fees (what an Active & Creative Kids voucher pays for).

const DAY = 86_400_000;

export async function seedPayments({ tx, today, now, config }: SeedCtx): Promise<void> {
  const people = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, ['member01', 'manager01', 'junior01']));
  const who = (u: string) => people.find((p) => p.username === u)!.id;

  const [basketball] = await tx
    .insert(membershipProducts)
    .values([
      { sport: 'basketball', name: 'Basketball Membership', priceCents: 15000 },
      { sport: 'netball', name: 'Netball Membership', priceCents: 12000 },
    ])
    .returning();
  // Demo limits (docs/decisions/146): each once per invoice; SAVE10 5 uses a member, HALFPRICE 2 and for a year only.
  await tx.insert(coupons).values([
    {
      code: 'SAVE10',
      method: 'fixed',
      value: 1000,
      maxUses: 500,
      maxUsesPerMember: 5,
      oncePerInvoice: true,
      validFrom: addDaysIso(today, -30),
    },
    {
      code: 'HALFPRICE',
      method: 'percent',
      value: 50,
      maxUses: 100,
      maxUsesPerMember: 2,
      oncePerInvoice: true,
      validFrom: addDaysIso(today, -30),
      validUntil: addDaysIso(today, 365),
    },
  ]);
  await tx.insert(vouchers).values([
    { number: 'GIFT20260001', pin: '0000', valueCents: 2500, kind: 'association' },
    { number: 'AKV20260001', pin: '1503', valueCents: 10000, kind: 'akv', recipientMemberId: who('junior01') },
  ]);

  const [seasonFees] = await tx
    .insert(invoices)
    .values({
      memberId: who('member01'),
      description: "Winter season fees: Women's Open",
      issuedOn: addDaysIso(today, -40),
      dueOn: addDaysIso(today, 14),
    })
    .returning();
  await tx.insert(invoiceItems).values([
    { invoiceId: seasonFees!.id, name: 'Season player fee', quantity: 1, unitPriceCents: 30000 },
    { invoiceId: seasonFees!.id, name: 'Association levy', quantity: 1, unitPriceCents: 6000 },
  ]);
  const [hawks] = await tx
    .select({ id: teams.id, name: teams.name, division: divisions.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(eq(teamMembers.memberId, who('manager01')), eq(teamMembers.role, 'manager'), eq(seasons.active, true)))
    .limit(1);
  if (hawks) {
    const [teamFees] = await tx
      .insert(invoices)
      .values({
        teamId: hawks.id,
        description: `Team entry: ${hawks.division}`,
        issuedOn: addDaysIso(today, -10),
        dueOn: addDaysIso(today, 10),
      })
      .returning();
    await tx.insert(invoiceItems).values([
      { invoiceId: teamFees!.id, name: 'Team entry fee', quantity: 1, unitPriceCents: 65000 },
      { invoiceId: teamFees!.id, name: 'Referee fees', quantity: 10, unitPriceCents: 2000, payout: true },
    ]);
  }
  const [juniorFees] = await tx
    .insert(invoices)
    .values({
      memberId: who('junior01'),
      description: 'U14 Boys season fees',
      issuedOn: addDaysIso(today, -7),
      dueOn: addDaysIso(today, 21),
    })
    .returning();
  await tx
    .insert(invoiceItems)
    .values({ invoiceId: juniorFees!.id, name: 'Junior season player fee', quantity: 1, unitPriceCents: 18000 });

  // member01's receipts: last year's membership, and the first part payment of the season fees.
  const past = async (o: {
    kind: string;
    description: string;
    line: string;
    cents: number;
    daysAgo: number;
    invoiceId?: number;
    lineKind: string;
  }) => {
    const paidAt = new Date(now.getTime() - o.daysAgo * DAY);
    const totals = priceCart({
      lines: [{ quantity: 1, unitPriceCents: o.cents, voucherEligible: true, akvEligible: true }],
      taxRate: config.site.taxRate,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        memberId: who('member01'),
        kind: o.kind,
        status: 'paid',
        description: o.description,
        subtotalCents: totals.subtotal,
        taxCents: totals.tax,
        totalCents: totals.grandTotal,
        invoiceId: o.invoiceId ?? null,
        createdAt: paidAt,
        paidAt,
        data: o.kind === 'membership' ? { sport: 'basketball' } : {},
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: order!.id,
      position: 1,
      kind: o.lineKind,
      refId: o.invoiceId ?? basketball!.id,
      name: o.line,
      quantity: 1,
      unitPriceCents: o.cents,
      totalCents: o.cents,
      voucherEligible: true,
      akvEligible: true,
    });
    await tx.insert(payments).values({
      orderId: order!.id,
      memberId: who('member01'),
      invoiceId: o.invoiceId ?? null,
      paidAt,
      origin: 'Online',
      amountCents: o.cents,
      discountCents: 0,
      discountOrigCents: 0,
      description: o.description,
      cardLast4: '4242',
    });
  };
  await past({
    kind: 'membership',
    lineKind: 'membership',
    description: 'Basketball Membership',
    line: 'Basketball Membership',
    cents: 15000,
    daysAgo: 350,
  });
  const partName = `Invoice #${seasonFees!.id}: Winter season fees: Women's Open`;
  await past({
    kind: 'invoice',
    lineKind: 'invoice',
    description: partName,
    line: partName,
    cents: 12000,
    daysAgo: 30,
    invoiceId: seasonFees!.id,
  });
}

/** The demo duplicate's older account (accounts.seed.ts): an overdue invoice and last year's membership. */
export async function seedDuplicateLedger({ tx, today, now, config }: SeedCtx): Promise<void> {
  const [dana] = await tx.select({ id: members.id }).from(members).where(eq(members.username, 'duplicate02'));
  if (!dana) return;
  const [fees] = await tx
    .insert(invoices)
    .values({
      memberId: dana.id,
      description: 'Summer social league fees',
      issuedOn: addDaysIso(today, -45),
      dueOn: addDaysIso(today, -15),
    })
    .returning();
  await tx
    .insert(invoiceItems)
    .values({ invoiceId: fees!.id, name: 'Social league player fee', quantity: 1, unitPriceCents: 9000 });
  const paidAt = new Date(now.getTime() - 400 * DAY);
  const totals = priceCart({
    lines: [{ quantity: 1, unitPriceCents: 15000, voucherEligible: true, akvEligible: true }],
    taxRate: config.site.taxRate,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      memberId: dana.id,
      kind: 'membership',
      status: 'paid',
      description: 'Basketball Membership',
      subtotalCents: totals.subtotal,
      taxCents: totals.tax,
      totalCents: totals.grandTotal,
      createdAt: paidAt,
      paidAt,
      data: { sport: 'basketball' },
    })
    .returning();
  const [product] = await tx
    .select({ id: membershipProducts.id })
    .from(membershipProducts)
    .where(eq(membershipProducts.sport, 'basketball'));
  await tx.insert(orderLines).values({
    orderId: order!.id,
    position: 1,
    kind: 'membership',
    refId: product?.id ?? null,
    name: 'Basketball Membership',
    quantity: 1,
    unitPriceCents: 15000,
    totalCents: 15000,
    voucherEligible: true,
    akvEligible: true,
  });
  await tx.insert(payments).values({
    orderId: order!.id,
    memberId: dana.id,
    paidAt,
    origin: 'Online',
    amountCents: 15000,
    discountCents: 0,
    discountOrigCents: 0,
    description: 'Basketball Membership',
    cardLast4: '4242',
  });
}
