import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';

// Every core in use (docs/decisions/341): with WORKERS above 1, main.ts's first process opens and migrates the
// database once, then stays a supervisor that serves nothing. It starts that many server processes (node:cluster);
// they share the port, the supervisor handing each new connection to the next one in turn. Each is a server as the
// README's "Growing past one machine" describes, on the one PostgreSQL. A process that dies is replaced at once; one
// that dies within RESTART_QUICK_MS of its start (the database is down, a setting is refused) is started again after a
// wait that doubles up to RESTART_MAX_WAIT_MS, so a broken start does not spin.

const RESTART_QUICK_MS = 10_000;
const RESTART_MAX_WAIT_MS = 30_000;
/** How long a stop waits for the processes to finish what they are answering before it kills them. */
const STOP_GRACE_MS = 30_000;

/** The supervisor's own log: one JSON line each, in pino's shape, as the servers' lines are. */
export interface ClusterLog {
  info(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

export const jsonLineLog = (level: string): ClusterLog => {
  const line = (n: number) => (fields: object, msg: string) =>
    void process.stdout.write(`${JSON.stringify({ level: n, time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
  const quiet = ['warn', 'error', 'fatal', 'silent'].includes(level);
  return { info: quiet ? () => {} : line(30), error: level === 'silent' ? () => {} : line(50) };
};

/** In the supervisor: start `count` server processes, replace any that ends, stop them all on SIGTERM or SIGINT. */
export function superviseWorkers(count: number, log: ClusterLog): void {
  const startedAt = new Map<number, number>();
  let stopping = false;
  let quickExits = 0;

  const start = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.once('listening', () => log.info({ worker: worker.process.pid }, 'server process listening'));
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickExits = lived < RESTART_QUICK_MS ? quickExits + 1 : 0;
    const wait = quickExits === 0 ? 0 : Math.min(RESTART_MAX_WAIT_MS, 1000 * 2 ** (quickExits - 1));
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: wait },
      'server process ended: starting another in its place',
    );
    setTimeout(start, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  log.info({ workers: count }, 'starting the server processes');
  for (let i = 0; i < count; i++) start();
}

/**
 * What one of `config.workers` processes takes of the settings that are a whole server's: the messages a channel is
 * handed each second (the provider's rate, MESSAGES_PER_SECOND) is shared among the processes, so one machine still
 * hands the provider what the setting says (docs/decisions/342).
 */
export function processShare(config: Config): Config {
  if (config.workers <= 1) return config;
  const perSecond = Math.max(1, Math.floor(config.messaging.perSecond / config.workers));
  return { ...config, messaging: { ...config.messaging, perSecond } };
}
