import { parse } from 'csv-parse/sync';
import { STAT_COUNTS, STAT_MAX, type StatLine } from '@portal/domain/competition/stats.staff.contract';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';

// A game's stat lines from a CSV file (docs/decisions/190): one row per player, named by team and playing number,
// then the counts of spec 001 §3. csv-parse reads the file (quotes, BOM, CRLF); this file only maps its rows.

export interface CsvPlayer {
  memberId: number;
  teamId: number;
  team: string;
  playingNumber: number | null;
}

const REQUIRED = ['team', 'number', ...STAT_COUNTS] as const;

/** The lines of the file, or every problem found (each with its line number). */
export function statLinesFromCsv(
  text: string,
  players: readonly CsvPlayer[],
): { lines: StatLine[] } | { problems: string[] } {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    return { problems: [M.csvUnreadable] };
  }
  if (!records.length) return { problems: [M.csvEmpty] };
  const missing = REQUIRED.filter((c) => !(c in records[0]!));
  if (missing.length) return { problems: [M.csvColumns(missing.join(', '))] };
  const byKey = new Map(players.map((p) => [`${p.team.toLowerCase()}#${p.playingNumber}`, p]));
  const teams = new Set(players.map((p) => p.team.toLowerCase()));
  const problems: string[] = [];
  const lines: StatLine[] = [];
  records.forEach((r, i) => {
    const line = i + 2; // the header is line 1
    const team = r.team ?? '';
    if (!teams.has(team.toLowerCase())) {
      problems.push(M.csvLine(line, M.csvNoTeam(team)));
      return;
    }
    const player = /^\d{1,3}$/.test(r.number ?? '')
      ? byKey.get(`${team.toLowerCase()}#${Number(r.number)}`)
      : undefined;
    if (!player) {
      problems.push(M.csvLine(line, M.csvNoPlayer(team, r.number ?? '')));
      return;
    }
    const counts: Partial<Record<(typeof STAT_COUNTS)[number], number>> = {};
    for (const c of STAT_COUNTS) {
      const v = r[c] === '' ? '0' : (r[c] ?? '');
      if (!/^\d{1,2}$/.test(v) || Number(v) > STAT_MAX) problems.push(M.csvLine(line, M.csvNumber(c)));
      else counts[c] = Number(v);
    }
    lines.push({
      member_id: player.memberId,
      team_id: player.teamId,
      tshirt_number: String(player.playingNumber ?? ''),
      ...counts,
    } as StatLine);
  });
  return problems.length ? { problems } : { lines };
}
