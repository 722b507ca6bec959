import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db';

/** The load test's invariant checker (bench/regday/invariants.ts) over a test database (PGlite or PostgreSQL),
 * or one of its transactions, through drizzle: `$1` … are its parameters. */
export const queryOf = (db: DbOrTx) => ({
  query: async (text: string, params: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks = parts.map((p, i) => (i % 2 ? sql`${params[Number(p) - 1]}` : sql.raw(p)));
    return (await db.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
  },
});
