import { liveSource, type LiveChange, type LiveSource } from './live-listen';

// The hub of one server (docs/decisions/338): the viewers of its live-score streams, by what they watch (a game, or a
// division's games), and the one LISTEN connection that hears every server's changes. A change is read ONCE and the
// same bytes written to every viewer of its game and its division, so a thousand viewers cost one read. Changes of one
// game that arrive while its state is being read are folded into one more read after it.

/** What a viewer watches: `game:12` or `division:3`. */
export type LiveTopic = `game:${number}` | `division:${number}`;

export interface LiveViewer {
  /** Write one frame; answers false when the viewer is too far behind and was let go. */
  write(frame: string): boolean;
  end(): void;
}

export interface LiveReads {
  /** The state of one game as GET /api/live/games/:id answers it, or null when the game is gone. */
  game(gameId: number): Promise<unknown>;
}

/** One server-sent event: its name and its data as JSON on one line. */
export const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
/** A comment line every HEARTBEAT_MS, so proxies and phones keep an idle stream open and a dead one is found. */
export const HEARTBEAT = ': \n\n';
export const HEARTBEAT_MS = 15_000;

export interface HubLog {
  error(obj: object, msg: string): void;
}

export class LiveHub {
  private readonly topics = new Map<LiveTopic, Set<LiveViewer>>();
  private readonly reading = new Map<number, { again: boolean }>();
  private source: LiveSource | null = null;
  private starting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: object,
    private readonly reads: LiveReads,
    private readonly log: HubLog,
    /** Told when the connection came back after a loss: the stream sends every viewer its state again. */
    private readonly onResync: (topics: LiveTopic[]) => void = () => {},
  ) {}

  /** How many viewers are connected (the bench, tests). */
  get viewers(): number {
    let n = 0;
    for (const set of this.topics.values()) n += set.size;
    return n;
  }

  /** Start listening (once; a failed start is tried again by the next viewer). */
  ready(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('live hub closed'));
    this.starting ??= this.start().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    const source = liveSource(this.db, {
      change: (c) => this.changed(c),
      resync: () => this.onResync([...this.topics.keys()]),
      error: (err) => this.log.error({ err }, 'live scores connection failed'),
    });
    await source.start();
    if (this.closed) return source.stop();
    this.source = source;
    this.heartbeat = setInterval(() => this.broadcast(HEARTBEAT), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Add a viewer of a topic; answers the function that removes it. */
  join(topic: LiveTopic, viewer: LiveViewer): () => void {
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(viewer);
    return () => {
      const s = this.topics.get(topic);
      if (!s) return;
      s.delete(viewer);
      if (s.size === 0) this.topics.delete(topic);
    };
  }

  /** Write a frame to every viewer of a topic. */
  send(topic: LiveTopic, text: string): void {
    for (const viewer of this.topics.get(topic) ?? []) if (!viewer.write(text)) viewer.end();
  }

  private broadcast(text: string): void {
    for (const topic of this.topics.keys()) this.send(topic, text);
  }

  /** A change heard from any server: read the game's state once and send it to its game's and division's viewers. */
  changed(change: LiveChange): void {
    const game: LiveTopic = `game:${change.game_id}`;
    const division: LiveTopic = `division:${change.division_id}`;
    if (!this.topics.has(game) && !this.topics.has(division)) return;
    const busy = this.reading.get(change.game_id);
    if (busy) {
      busy.again = true;
      return;
    }
    const mark = { again: false };
    this.reading.set(change.game_id, mark);
    void this.reads
      .game(change.game_id)
      .then(
        (state) => {
          if (state === null) return;
          const text = frame('state', state);
          this.send(game, text);
          this.send(division, text);
        },
        (err: unknown) => this.log.error({ err, game_id: change.game_id }, 'live score read failed'),
      )
      .finally(() => {
        this.reading.delete(change.game_id);
        if (mark.again && !this.closed) this.changed(change);
      });
  }

  /** End every stream and stop listening (the app closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.topics.values()) for (const viewer of set) viewer.end();
    this.topics.clear();
    await this.starting?.catch(() => {});
    await this.source?.stop();
  }
}
