import type { ServerResponse } from 'node:http';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveViewMessages as M } from '@portal/domain/competition/live-view.messages';
import { AppError, notFound } from '../platform/errors';
import type { StreamOpener } from '../platform/route-answers';
import { frame, LiveHub, type HubLog, type LiveTopic, type LiveViewer } from './live-hub';

// GET /api/live/stream (docs/decisions/338): a viewer of a game or of a division's games gets the states as they are
// now, then each state as it changes ('state' events), from this server's hub. Its first line tells the browser to
// come back after RETRY_MS when the stream drops; coming back, it is sent the states again, so nothing missed
// meanwhile stays missed (no Last-Event-ID needed). A viewer that falls too far behind (a phone that stopped reading)
// is let go and comes back the same way.

export interface LiveStreamReads {
  /** One game's state, or null when there is no such game. */
  game(gameId: number): Promise<LiveState | null>;
  /** The states of a division's games in progress. */
  division(divisionId: number): Promise<LiveState[]>;
}

/** The browser's wait before it opens a dropped stream again. */
export const RETRY_MS = 2_000;
/** Bytes a viewer may have waiting unsent before it is let go. */
export const MAX_BEHIND = 256 * 1024;
/** The most viewers one server holds; past it a viewer is told 503 and polls instead. */
export const MAX_VIEWERS = 20_000;

export type LiveWatch = { game_id: number } | { division_id: number };

export class LiveStreams {
  readonly hub: LiveHub;

  constructor(
    db: object,
    private readonly reads: LiveStreamReads,
    private readonly log: HubLog,
  ) {
    this.hub = new LiveHub(db, { game: (id) => reads.game(id) }, log, (topics) => this.resync(topics));
  }

  /**
   * Open a viewer's stream: its states are read now (a game that does not exist is a 404 before any byte is sent), and
   * changes heard meanwhile wait and follow them, so a change between the read and the stream is never lost.
   */
  async open(watch: LiveWatch): Promise<StreamOpener> {
    if (this.hub.viewers >= MAX_VIEWERS)
      throw new AppError(503, 'live_busy', M.streamBusy, undefined, {
        'retry-after': '5',
      });
    await this.hub.ready();
    const topic = topicOf(watch);
    const waiting: string[] = [];
    let target: ServerResponse | null = null;
    const viewer: LiveViewer = {
      write: (text) => {
        if (!target) return waiting.push(text) > 0;
        if (target.writableLength > MAX_BEHIND) return false;
        target.write(text);
        return true;
      },
      end: () => {
        leave();
        target?.end();
      },
    };
    const leave = this.hub.join(topic, viewer);
    let states: LiveState[];
    try {
      states = await this.states(topic);
    } catch (err) {
      leave();
      throw err;
    }
    return (res) => {
      res.on('close', leave);
      res.write(`retry: ${RETRY_MS}\n\n` + states.map((s) => frame('state', s)).join('') + waiting.join(''));
      target = res;
    };
  }

  private async states(topic: LiveTopic): Promise<LiveState[]> {
    const [kind, id] = topic.split(':') as ['game' | 'division', string];
    if (kind === 'division') return this.reads.division(Number(id));
    const state = await this.reads.game(Number(id));
    if (!state) throw notFound(M.gameNotFound);
    return [state];
  }

  /** The LISTEN came back after a loss: every topic's states are read and sent again. */
  private resync(topics: LiveTopic[]): void {
    for (const topic of topics)
      this.states(topic).then(
        (states) => this.hub.send(topic, states.map((s) => frame('state', s)).join('')),
        (err: unknown) => this.log.error({ err, topic }, 'live scores resync failed'),
      );
  }

  close(): Promise<void> {
    return this.hub.close();
  }
}

function topicOf(watch: LiveWatch): LiveTopic {
  return 'game_id' in watch ? `game:${watch.game_id}` : `division:${watch.division_id}`;
}
