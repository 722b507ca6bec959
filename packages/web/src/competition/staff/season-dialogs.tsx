import type { SeasonSetup, SetupDivision } from '@portal/domain/competition/season-setup.contract';
import { ClubsDialog } from './clubs-dialog';
import { DivisionDialog } from './division-dialog';
import { SeasonDialog } from './season-dialog';
import { ExceptionDialog, GradeDialog, GroupDialog, TeamsDialog } from './small-dialogs';

/** Which of the season page's dialogs is open. */
export type Open =
  | { kind: 'season' | 'grade' | 'group' | 'exception' }
  | { kind: 'division'; division?: SetupDivision }
  | { kind: 'teams' | 'clubs'; division: SetupDivision }
  | null;

/** The season page's dialog that is open, if any. */
export function SeasonDialogs({
  seasonId,
  setup,
  open,
  onClose,
  onDone,
}: {
  seasonId: number;
  setup: SeasonSetup;
  open: Open;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  switch (open?.kind) {
    case 'season':
      return <SeasonDialog open season={setup.season} copyable={[]} onClose={onClose} onDone={onDone} />;
    case 'division':
      return (
        <DivisionDialog seasonId={seasonId} setup={setup} division={open.division} onClose={onClose} onDone={onDone} />
      );
    case 'teams':
      return <TeamsDialog division={open.division} onClose={onClose} onDone={onDone} />;
    case 'clubs':
      return <ClubsDialog division={open.division} onClose={onClose} onDone={onDone} />;
    case 'grade':
      return <GradeDialog onClose={onClose} onDone={onDone} />;
    case 'group':
      return <GroupDialog seasonId={seasonId} setup={setup} onClose={onClose} onDone={onDone} />;
    case 'exception':
      return <ExceptionDialog seasonId={seasonId} setup={setup} onClose={onClose} onDone={onDone} />;
    default:
      return null;
  }
}
