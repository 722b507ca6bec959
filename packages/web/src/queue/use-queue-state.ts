import { useEffect, useState } from 'react';
import type { QueueState } from '@portal/domain/shared/queue.contract';
import { ApiError } from '../lib/api-client';
import { askPlace, enterQueueFor } from './queue.api';

export type QueueView =
  | { kind: 'checking' }
  | { kind: 'inside' }
  | { kind: 'waiting'; state: QueueState; offline: boolean }
  | { kind: 'lost' };

/**
 * The fair queue for a visitor going to `to` (decision 346): take (or keep) the place, then ask again when the server
 * says (poll_seconds): the place while waiting, the opening while registrations are not open. Once inside it stays
 * inside (nobody already filling in or paying is cut off) and renews the pass each minute. A failed first ask lets
 * the visitor in: the server's gate on registering and paying still holds. A lapsed place (404) stops asking.
 */
export function useQueueState(to: string): QueueView {
  const [view, setView] = useState<QueueView>({ kind: 'checking' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: QueueState | null = null;
    let inside = false;
    const next = (seconds: number) => {
      if (!stopped) timer = setTimeout(() => void ask(), seconds * 1000);
    };
    const ask = async () => {
      try {
        last = !inside && last?.status === 'waiting' ? await askPlace() : await enterQueueFor(to);
        if (stopped) return;
        inside ||= last.status === 'inside';
        setView(inside ? { kind: 'inside' } : { kind: 'waiting', state: last, offline: false });
        next(inside ? Math.max(last.poll_seconds, 30) : last.poll_seconds);
      } catch (err) {
        if (stopped) return;
        if (!inside && err instanceof ApiError && err.status === 404) return setView({ kind: 'lost' });
        inside ||= !last;
        setView(inside || !last ? { kind: 'inside' } : { kind: 'waiting', state: last, offline: true });
        next(inside ? 60 : 5);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [to]);
  return view;
}
