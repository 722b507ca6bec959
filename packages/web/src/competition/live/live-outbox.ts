// The court-side scorer's outbox (issue 45 item 4, decision 340): every tap is an entry kept in this browser's
// localStorage before anything is sent, so a reload or a stadium with no signal loses nothing. Entries leave in seq
// order, one batch at a time; an entry stays waiting until the server has answered for it, and a batch that was sent
// but not answered is sent again with the same ids, which the server stores once (unique (game, entry id)).

/** What the outbox needs of an entry: its id made on the phone and its order within the scorer's claim. */
export interface OutboxEntry {
  id: string;
  seq: number;
}

/** This device's record of one game: every entry it made (sent or not) and the highest seq the server has. */
export interface OutboxLog<E extends OutboxEntry> {
  entries: E[];
  acked: number;
}

const KEY = (gameId: number) => `portal.liveOutbox.${gameId}`;
const DEVICE = 'portal.liveDevice';

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** A version 4 uuid; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A new entry's id. */
export const newEntryId = uuid;

/** This browser's device id (a uuid kept in localStorage): the server knows the game's holder by it. */
export function deviceId(): string {
  const kept = readJson(DEVICE);
  if (typeof kept === 'string' && kept.length > 0) return kept;
  const made = uuid();
  localStorage.setItem(DEVICE, JSON.stringify(made));
  return made;
}

/** The game's log as kept here (an empty one when nothing is kept or the text is unreadable). */
export function readLog<E extends OutboxEntry>(gameId: number): OutboxLog<E> {
  const v = readJson(KEY(gameId)) as Partial<OutboxLog<E>> | null;
  if (!v || !Array.isArray(v.entries) || typeof v.acked !== 'number') return { entries: [], acked: 0 };
  return { entries: v.entries, acked: v.acked };
}

function writeLog<E extends OutboxEntry>(gameId: number, log: OutboxLog<E>): void {
  localStorage.setItem(KEY(gameId), JSON.stringify(log));
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}

/** Fired on every change of a log here, so the page's count of waiting entries follows. */
export const OUTBOX_EVENT = 'portal:live-outbox';

/** The entries not yet answered for, in seq order. */
export const waiting = <E extends OutboxEntry>(log: OutboxLog<E>): E[] =>
  log.entries.filter((e) => e.seq > log.acked).sort((a, b) => a.seq - b.seq);

/** The seq the next entry gets: after this device's last entry and after what the server already holds. */
export const nextSeq = (log: OutboxLog<OutboxEntry>, serverLastSeq: number): number =>
  Math.max(serverLastSeq, ...log.entries.map((e) => e.seq), 0) + 1;

/** Keep an entry (before any sending is tried). */
export function keep<E extends OutboxEntry>(gameId: number, entry: E): OutboxLog<E> {
  const log = readLog<E>(gameId);
  const next = { entries: [...log.entries, entry], acked: log.acked };
  writeLog(gameId, next);
  return next;
}

/** The server holds every entry up to `seq`: they no longer wait. */
export function acknowledge(gameId: number, seq: number): void {
  const log = readLog(gameId);
  if (seq > log.acked) writeLog(gameId, { entries: log.entries, acked: seq });
}

const STATE = (gameId: number) => `portal.liveState.${gameId}`;

/** The server's last answer for the game, kept beside the log so the board shows with no signal after a reload. */
export function readKeptState<S>(gameId: number): S | null {
  return readJson(STATE(gameId)) as S | null;
}

export function keepState(gameId: number, state: object): void {
  localStorage.setItem(STATE(gameId), JSON.stringify(state));
}

/** Forget the game's log (after the final score is confirmed, or when another device took the game over). */
export function forget(gameId: number): void {
  localStorage.removeItem(KEY(gameId));
  localStorage.removeItem(STATE(gameId));
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}

const inFlight = new Set<number>();

/**
 * Send the waiting entries of a game, in seq order, a batch at a time, unless a send is on its way already; entries
 * kept meanwhile follow in the next batch. `send` posts a batch and resolves with the server's state (its last seq):
 * the batch is then acknowledged. A failure (no signal, 409) leaves the entries waiting and is thrown to the caller,
 * which decides whether to try again later (no signal) or to stop (another device holds the game).
 */
export async function flush<E extends OutboxEntry, R extends { last_seq: number }>(
  gameId: number,
  send: (entries: E[]) => Promise<R>,
): Promise<R | null> {
  if (inFlight.has(gameId)) return null;
  inFlight.add(gameId);
  try {
    let reply: R | null = null;
    for (let batch = waiting(readLog<E>(gameId)); batch.length > 0; batch = waiting(readLog<E>(gameId))) {
      reply = await send(batch);
      const last = batch[batch.length - 1]!.seq;
      if (reply.last_seq < last) break; // the server did not take them all: they wait for the next try
      acknowledge(gameId, last);
    }
    return reply;
  } finally {
    inFlight.delete(gameId);
  }
}
