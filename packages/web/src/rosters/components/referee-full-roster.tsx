import type { RefereeRosterItem } from '@portal/domain/rosters/rosters.contract';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { PagedTable, type Column } from '../../components/data/paged-table';

const COLUMNS: Column<RefereeRosterItem>[] = [
  { label: 'Date', cell: (i) => i.gs_date_formatted, text: (i) => i.gs_date_formatted },
  { label: 'Time', cell: (i) => i.gs_time_formatted, text: (i) => i.gs_time_formatted },
  { label: 'Venue', cell: (i) => i.venue_name, text: (i) => i.venue_name, wrap: true },
  { label: 'Court', cell: (i) => i.court_name, text: (i) => i.court_name },
  { label: 'Division', cell: (i) => i.division_name, text: (i) => i.division_name },
  { label: 'Game', cell: (i) => T.vs(i.team_a, i.team_b), text: (i) => T.vs(i.team_a, i.team_b), wrap: true },
  { label: T.official, cell: (i) => i.member_type_name, text: (i) => i.member_type_name },
  { label: T.name, cell: (i) => i.member_name, text: (i) => i.member_name },
];

/** FULL ROSTER: every official of the roster type in the dates, searchable, 10 rows a page (spec 002 §9). */
export function RefereeFullRoster({ items }: { items: RefereeRosterItem[] }) {
  return (
    <PagedTable
      rows={items}
      columns={COLUMNS}
      rowKey={(i) => i.id}
      label={T.fullRoster}
      empty={T.noFullGames}
      noResults={() => T.noMatch}
      searchLabel={T.search}
    />
  );
}
