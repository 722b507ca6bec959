import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LIVE_POLL_MS, LIVE_REOPEN_MS } from '@portal/domain/competition/live-polling';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { liveDivisionKey, liveDivisionQuery, liveGameKey, liveGameQuery, liveStreamUrl } from './live-view.api';
import { inProgress, isNewer, mergeList, mergeState } from './live-merge';

// Live scores on the public pages (issue 45 item 5, docs/decisions/339): the page reads the states once, then the
// server's stream (server-sent events) keeps them current. While the stream is not open (a browser without
// EventSource, a proxy that buffers it, a server that said 503) the page polls every POLL_MS instead. A stream that
// opens again refetches the states, so a change missed while it was down is not missed for long.

/** The polling fallback's wait (the widget's too: domain live-polling.ts). */
export const POLL_MS = LIVE_POLL_MS;
/** After a stream the browser gave up on (a refusal), the wait before it is tried again. */
export const REOPEN_MS = LIVE_REOPEN_MS;

type Watch = { game_id: number } | { division_id: number };

/** Keep a stream open for `watch` while mounted; `onState` takes each state. Answers whether it is open now. */
function useStream(watch: Watch | null, key: QueryKey, onState: (client: QueryClient, s: LiveState) => void): boolean {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const url = watch ? liveStreamUrl(watch) : null;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const start = () => {
      const es = (source = new EventSource(url));
      es.onopen = () => {
        setOpen(true);
        // a stream opened again: what changed while it was down is read afresh (its first events say it too)
        if (opened) void client.invalidateQueries({ queryKey: key });
        opened = true;
      };
      es.addEventListener('state', (e) => onState(client, JSON.parse((e as MessageEvent<string>).data) as LiveState));
      es.onerror = () => {
        setOpen(false);
        if (es.readyState === EventSource.CLOSED) timer = setTimeout(start, REOPEN_MS);
      };
    };
    start();
    return () => {
      clearTimeout(timer);
      source?.close();
      setOpen(false);
    };
    // key and onState follow url (module functions of the same watch)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, client]);
  return open;
}

/** A division's games in progress by game id, kept live; a game made final reloads the draw (its result is in). */
export function useLiveDivision(divisionId: number | null): ReadonlyMap<number, LiveState> {
  const key = liveDivisionKey(divisionId);
  const streaming = useStream(divisionId === null ? null : { division_id: divisionId }, key, (client, s) => {
    client.setQueryData<LiveState[]>(key, (held) => mergeState(held, s));
    if (s.status === 'final') void client.invalidateQueries({ queryKey: ['competition', 'draw', divisionId] });
  });
  const { data } = useQuery({
    ...liveDivisionQuery(divisionId),
    refetchInterval: streaming ? false : POLL_MS,
    // a fetch says which games are in progress; each keeps the newer of its fetched and streamed states
    structuralSharing: (held, fetched) => keepNewer(held as LiveState[] | undefined, fetched as LiveState[]),
  });
  return useMemo(() => new Map((data ?? []).map((s) => [s.game_id, s])), [data]);
}

/** The fetched games, each the newer of its two states; a held final state stays until the draw shows the result. */
function keepNewer(held: LiveState[] | undefined, fetched: LiveState[]): LiveState[] {
  const merged = mergeList(
    held?.filter((s) => fetched.some((f) => f.game_id === s.game_id)),
    fetched,
  );
  const finals = (held ?? []).filter((s) => s.status === 'final' && !fetched.some((f) => f.game_id === s.game_id));
  return [...merged, ...finals];
}

/** One game's state, kept live (the public game page). */
export function useLiveGame(gameId: number) {
  const key = liveGameKey(gameId);
  const streaming = useStream({ game_id: gameId }, key, (client, s) =>
    client.setQueryData<LiveState>(key, (held) => (!held || isNewer(s, held) ? s : held)),
  );
  return useQuery({
    ...liveGameQuery(gameId),
    refetchInterval: (q) => (streaming || q.state.data?.status === 'final' ? false : POLL_MS),
    structuralSharing: (held, fetched) =>
      held && !isNewer(fetched as LiveState, held as LiveState) ? held : (fetched as LiveState),
  });
}

export { inProgress };
