import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LiveEntry } from '@portal/domain/competition/live-score';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { refusalOf } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { board, undoable } from './live-board';
import { flush, forget, keep, keepState, newEntryId, nextSeq, readKeptState, waiting } from './live-outbox';
import { liveGameQuery, postEntries, useClaimGame } from './live-scorer.api';
import { useOutboxLog } from './use-outbox-log';

/** What a tap adds: the kind and its team, points or period (id, seq and time are the hook's). */
export type Tap = Pick<LiveEntry, 'kind' | 'team' | 'points' | 'period'>;

export interface Refused {
  key: string;
  message: string;
}

/** How often waiting entries are tried again while the phone has no signal (the 'online' event tries at once). */
const RETRY_MS = 2000;

/**
 * The court-side scorer of one game (decision 340): claims it for this device, keeps every tap in the outbox before
 * sending, sends in order when online, and stops sending for good once the server says another device holds the game.
 */
export function useLiveScorer(gameId: number) {
  const game = useQuery(liveGameQuery(gameId));
  const log = useOutboxLog(gameId);
  const [kept, setKept] = useState(() => readKeptState<LiveState>(gameId));
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [refused, setRefused] = useState<Refused | null>(null);
  const claim = useClaimGame(gameId);
  const base = game.data ?? kept ?? undefined;
  const holding = kept !== null && refused === null;

  const remember = useCallback(
    (state: LiveState) => {
      keepState(gameId, state);
      setKept(state);
    },
    [gameId],
  );
  const refuse = useCallback(
    (err: unknown) => {
      const r = refusalOf(err);
      if (r?.status === 0) return setOffline(true);
      setRefused({ key: r?.key ?? 'error', message: r?.message ?? TECHNICAL_ISSUE });
      // the state read again names who holds the game now
      void queryClient.invalidateQueries({ queryKey: liveGameQuery(gameId).queryKey });
    },
    [gameId],
  );

  const send = useCallback(async () => {
    try {
      const state = await flush(gameId, (batch: LiveEntry[]) => postEntries(gameId, batch));
      setOffline(false);
      if (state) remember(state);
    } catch (err) {
      refuse(err);
    }
  }, [gameId, remember, refuse]);

  const start = useCallback(
    (takeOver = false) =>
      claim.mutate(takeOver, {
        onSuccess: (state) => {
          // moving the game here drops what this phone had not sent: the other device may have scored it already
          if (takeOver) forget(gameId);
          setRefused(null);
          remember(state);
          void send();
        },
        onError: refuse,
      }),
    [claim, gameId, remember, refuse, send],
  );

  useSending({ holding, pending: waiting(log).length, send, setOffline });
  useRecheck(gameId, kept !== null, start);
  useEffect(() => {
    // once the result is recorded, nothing of the game is kept on the phone
    if (game.data?.status === 'final') forget(gameId);
    else if (holding && game.data) remember(game.data);
  }, [gameId, holding, game.data, remember]);

  const shown = base && holding ? board(base, log) : base;
  const tap = (t: Tap) => {
    if (!shown || !holding) return;
    const counted = t.kind === 'score' || t.kind === 'foul' || t.kind === 'timeout';
    const period = counted ? (t.period ?? shown.period) : t.period;
    const entry = { ...t, period, id: newEntryId(), seq: nextSeq(log, base!.last_seq), at: new Date().toISOString() };
    keep(gameId, entry as LiveEntry);
    void send();
  };
  const last = undoable(log);
  const undo = () => last && tap({ kind: 'undo', undoes: last.id } as Tap);
  return { game, shown, holding, offline, refused, claim, start, tap, undo, last, waiting: waiting(log).length };
}

/** Sends at once when the phone comes back online, and every few seconds while entries wait. */
function useSending(o: {
  holding: boolean;
  pending: number;
  send: () => Promise<void>;
  setOffline: (v: boolean) => void;
}) {
  const { holding, pending, send, setOffline } = o;
  useEffect(() => {
    if (!holding) return;
    const online = () => void send();
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    const timer = pending > 0 ? window.setInterval(online, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
      window.clearInterval(timer);
    };
  }, [holding, pending, send, setOffline]);
}

/** A phone that held the game before (a reload) asks again once, so it learns at once if another device took over. */
function useRecheck(gameId: number, heldBefore: boolean, start: (takeOver?: boolean) => void) {
  const [asked, setAsked] = useState<number | null>(null);
  useEffect(() => {
    if (!heldBefore || asked === gameId || !navigator.onLine) return;
    setAsked(gameId);
    start(false);
  }, [gameId, heldBefore, asked, start]);
}
