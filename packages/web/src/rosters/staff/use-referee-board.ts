import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BoardGame, RefereeBoardQuery } from '@portal/domain/rosters/rosters.staff.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import {
  boardOptionsQuery,
  refereeBoardQuery,
  useAssign,
  usePublish,
  useSetSlots,
  useSuggest,
  useUnassign,
} from './rosters-staff.api';

/** The board's state: the range asked, the board, the four changes and the date waiting for the publish confirmation. */
export function useRefereeBoard() {
  const options = useQuery(boardOptionsQuery());
  const [query, setQuery] = useState<RefereeBoardQuery | null>(null);
  const board = useQuery(refereeBoardQuery(query));
  const assign = useAssign();
  const unassign = useUnassign();
  const suggest = useSuggest();
  const publish = usePublish();
  const slots = useSetSlots();
  const [publishing, setPublishing] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const today = todayIn('Australia/Sydney');
  const season = options.data?.seasons.find((s) => s.active) ?? options.data?.seasons[0];
  const initial: RefereeBoardQuery = {
    season: season?.season_id ?? 0,
    from: today,
    to: addDaysIso(today, 13),
    type: 'referee',
    venue: '',
  };
  const changes = [assign, unassign, suggest, publish, slots];
  const reset = () => changes.forEach((c) => c.reset());
  const onAssign = (game: BoardGame, fn: string, memberId: number | null) => {
    reset();
    if (memberId === null) unassign.mutate({ game_id: game.game_id, function: fn });
    else
      assign.mutate({
        game_id: game.game_id,
        function: fn,
        member_id: memberId,
        replaces: game.slots.find((s) => s.function === fn)?.member_id ?? null,
      });
  };
  const onSlots = (divisionId: number, n: number) => {
    reset();
    slots.mutate({ division_id: divisionId, slots: n });
  };
  const message =
    assign.data?.message ??
    unassign.data?.message ??
    suggest.data?.message ??
    publish.data?.message ??
    slots.data?.message;
  const error = assign.error ?? unassign.error ?? suggest.error ?? slots.error;
  return {
    options,
    query,
    setQuery: (q: RefereeBoardQuery) => {
      reset();
      setQuery(q);
    },
    board,
    initial,
    onAssign,
    onSlots,
    message,
    error,
    reset,
    busy: changes.some((c) => c.isPending),
    publish,
    publishing,
    setPublishing,
    suggest,
    suggesting,
    setSuggesting,
  };
}
