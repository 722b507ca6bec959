import type { BoardGame, RefereeBoard } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeDateSection } from './referee-date-section';

/** The board's dates in order, each with its games. */
export function RefereeDates({
  data,
  busy,
  onAssign,
  onPublish,
}: {
  data: RefereeBoard;
  busy: boolean;
  onAssign: (game: BoardGame, fn: string, memberId: number | null) => void;
  onPublish: (date: string) => void;
}) {
  return (
    <>
      {data.dates.map((d) => (
        <RefereeDateSection
          key={d.date}
          date={d.date}
          published={d.published}
          places={{ open: d.open_places, total: d.places }}
          games={data.games.filter((g) => g.date === d.date)}
          functions={data.functions}
          officials={data.officials}
          busy={busy}
          onAssign={onAssign}
          onPublish={onPublish}
        />
      ))}
    </>
  );
}
