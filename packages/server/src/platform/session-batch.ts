/** Runs one statement on the pool: named, so PostgreSQL parses and plans it once per connection. */
export type BatchQuery = (name: string, text: string, values: unknown[]) => Promise<{ rows: BatchRow[] }>;

/** A row of the gathered statement: the token's hash, the read's JSON text, its member and the token's expiry. */
export interface BatchRow {
  h: string;
  s: string | null;
  m: number;
  e: Date;
}

/** What a read answers for one live token: its JSON text, the member it is about, and when the token expires. */
export interface SessionText {
  text: string;
  memberId: number;
  expiresAt: number;
}

/** The database functions a sign-in read may call: (token_hashes text[], now timestamptz) → a row (h, member_id, j json) per live token. */
const FUNCTION = /^portal_[a-z_]+$/;

interface Pending {
  now: Date;
  waiters: Map<string, { resolve(row: SessionText | null): void; reject(err: unknown): void }[]>;
}

/**
 * Sign-in reads on PostgreSQL, gathered (decision 126). The requests that arrive in the same turn of the event loop are
 * answered by one statement, `select h, j::text from fn(tokens, now)`, sent once that turn's sockets have been read:
 * one round trip and one query for all of them instead of one each (the function reads the tokens as a set, decision 142). Nothing is kept: every request's token
 * row is read by a statement sent after the request arrived, so a logout, a password reset or an expiry committed
 * before it is seen, on every server (decision 101 stands). A token sent twice in one turn is read once.
 */
export class SessionBatch {
  private pending = new Map<string, Pending>();
  /** Statements sent so far (tests check that requests share them). */
  statements = 0;

  constructor(private readonly query: BatchQuery) {}

  /**
   * What `fn` answers for `tokenHash` at `now` (a later now is used when the turn holds several: never earlier), with
   * the member and the token's expiry the kept sign-in reads need (decision 348); null for no live token.
   */
  read(fn: string, tokenHash: string, now: Date): Promise<SessionText | null> {
    if (!FUNCTION.test(fn)) throw new Error(`Not a sign-in function: ${fn}`);
    let batch = this.pending.get(fn);
    if (!batch) {
      this.pending.set(fn, (batch = { now, waiters: new Map() }));
      setImmediate(() => this.send(fn));
    }
    if (now > batch.now) batch.now = now;
    return new Promise<SessionText | null>((resolve, reject) => {
      const list = batch.waiters.get(tokenHash);
      if (list) list.push({ resolve, reject });
      else batch.waiters.set(tokenHash, [{ resolve, reject }]);
    });
  }

  private async send(fn: string): Promise<void> {
    const batch = this.pending.get(fn)!;
    this.pending.delete(fn);
    this.statements++;
    const hashes = [...batch.waiters.keys()];
    try {
      // the expiry by a lookup per token: joined, the planner (a function's 1,000 rows guessed) hashed every token (350)
      const { rows } = await this.query(
        `session_batch_${fn}`,
        `select t.h, t.j::text as s, t.member_id as m, (select a.expires_at from access_tokens a where a.token_hash = t.h) as e from ${fn}($1::text[], $2) as t`,
        [hashes, batch.now],
      );
      const found = new Map(
        rows.map((row) => [
          row.h,
          row.s === null ? null : { text: row.s, memberId: row.m, expiresAt: new Date(row.e).getTime() },
        ]),
      );
      for (const [hash, list] of batch.waiters) for (const w of list) w.resolve(found.get(hash) ?? null);
    } catch (err) {
      for (const list of batch.waiters.values()) for (const w of list) w.reject(err);
    }
  }
}
