import type { LineDetails } from '@portal/domain/payments/ledger-shapes';
import type { Config } from '../platform/config';
import type { Db, Tx } from '../platform/db';
import { writeKept, type Changed } from '../platform/kept-writes';

// Order kinds: how each area takes part in "reserve, charge, then confirm or release" (docs/decisions/050). An area
// registers its kind once at start; payments calls its handlers inside its own transactions, with the order as the
// database holds it, so a payment interrupted by a restart is finished by the same code (recovery.ts).

/** An order line as stored: what the area wrote, priced. */
export interface StoredLine {
  position: number;
  kind: string;
  refId: number | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  details: LineDetails;
}

/** An order as its handlers see it. */
export interface StoredOrder {
  id: number;
  memberId: number;
  kind: string;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  description: string;
  invoiceId: number | null;
  totalCents: number;
  /** The area's own data, written when it asked to pay. */
  data: Record<string, unknown>;
  lines: StoredLine[];
  createdAt: Date;
}

/** What handlers may use besides the transaction: the settings, the moment of the step, and what it changes. */
export interface OrderStep {
  config: Config;
  now: Date;
  /**
   * The scopes of kept answers this step changes (a venue's days, the product lists): counted in its transaction for
   * every server, and dropped here once it has committed, never on a rollback (platform/kept-writes.ts).
   */
  changed: Changed;
}

/** Run `fn` in one transaction with its step; the kept answers it changed are dropped once it has committed. */
export function inStep<T>(db: Db, config: Config, now: Date, fn: (tx: Tx, step: OrderStep) => Promise<T>): Promise<T> {
  return writeKept(db, (tx, changed) => fn(tx, { config, now, changed }));
}

export interface OrderKind {
  kind: string;
  /**
   * Before the charge, in the transaction that writes the order: check the order can still be had and hold it
   * (stock, booking units, a division place). Throw an AppError (spec key) to refuse: nothing is written or charged.
   */
  reserve(tx: Tx, order: StoredOrder, step: OrderStep): Promise<void>;
  /**
   * After a successful charge, in the transaction that marks the order paid: make it real (extend a membership,
   * book the court, create the team). Throwing refunds the charge and releases the order.
   */
  confirm(tx: Tx, order: StoredOrder, step: OrderStep): Promise<void>;
  /** After a failed, refused or refunded charge: give back what reserve held. Must not throw for a missing hold. */
  release(tx: Tx, order: StoredOrder, step: OrderStep): Promise<void>;
}

const kinds = new Map<string, OrderKind>();

/** Register an area's order kind at start (in its routes plugin). Registering the same handler again is harmless. */
export function registerOrderKind(handler: OrderKind): void {
  const existing = kinds.get(handler.kind);
  if (existing && existing !== handler)
    throw new Error(`order kind "${handler.kind}" is already registered by another handler`);
  kinds.set(handler.kind, handler);
}

/** The handlers of a kind; a payment of an unregistered kind is a programming error. */
export function orderKind(kind: string): OrderKind {
  const handler = kinds.get(kind);
  if (!handler) throw new Error(`order kind "${kind}" is not registered (registerOrderKind at start)`);
  return handler;
}

export function hasOrderKind(kind: string): boolean {
  return kinds.has(kind);
}
