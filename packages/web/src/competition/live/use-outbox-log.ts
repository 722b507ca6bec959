import { useEffect, useState } from 'react';
import type { LiveEntry } from '@portal/domain/competition/live-score';
import { OUTBOX_EVENT, readLog, type OutboxLog } from './live-outbox';

/** The game's outbox log as kept in this browser, followed as it changes here or in another tab. */
export function useOutboxLog(gameId: number): OutboxLog<LiveEntry> {
  const [log, setLog] = useState(() => readLog<LiveEntry>(gameId));
  useEffect(() => {
    const read = () => setLog(readLog<LiveEntry>(gameId));
    read();
    window.addEventListener(OUTBOX_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(OUTBOX_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, [gameId]);
  return log;
}
