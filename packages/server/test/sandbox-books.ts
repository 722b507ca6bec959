import type { Db } from '../src/platform/db';
import { sandboxPayments } from '../src/payments/gateway/sandbox.tables';

/** What the sandbox gateway holds (tests of areas that pay: "nothing was charged"), in the order it was made. */
export async function sandboxCharges(db: Db): Promise<{ status: string; amountCents: number }[]> {
  const rows = await db
    .select({
      status: sandboxPayments.status,
      amountCents: sandboxPayments.amountCents,
      createdAt: sandboxPayments.createdAt,
    })
    .from(sandboxPayments);
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
