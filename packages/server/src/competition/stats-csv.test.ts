import { describe, expect, it } from 'vitest';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';
import { statLinesFromCsv, type CsvPlayer } from './stats-csv';

// A game's stat lines from CSV (docs/decisions/190): players by team and number; every wrong line listed.

const PLAYERS: CsvPlayer[] = [
  { memberId: 11, teamId: 1, team: 'Hornsby Hawks', playingNumber: 4 },
  { memberId: 12, teamId: 1, team: 'Hornsby Hawks', playingNumber: 7 },
  { memberId: 21, teamId: 2, team: 'Berowra Bears', playingNumber: 4 },
];
const HEADER = 'team,number,one_points,two_points,three_points,fouls,techfouls,unspfouls,disqfouls';

describe('statLinesFromCsv', () => {
  it('reads quoted names, any case, a BOM, CRLF and blank counts as 0', () => {
    const csv = `\uFEFF${HEADER}\r\n"hornsby hawks",7,2,5,,3,0,0,0\r\nBerowra Bears,4,1,0,1,,,,\r\n`;
    expect(statLinesFromCsv(csv, PLAYERS)).toEqual({
      lines: [
        {
          member_id: 12,
          team_id: 1,
          tshirt_number: '7',
          one_points: 2,
          two_points: 5,
          three_points: 0,
          fouls: 3,
          techfouls: 0,
          unspfouls: 0,
          disqfouls: 0,
        },
        {
          member_id: 21,
          team_id: 2,
          tshirt_number: '4',
          one_points: 1,
          two_points: 0,
          three_points: 1,
          fouls: 0,
          techfouls: 0,
          unspfouls: 0,
          disqfouls: 0,
        },
      ],
    });
  });

  it.each([
    ['an unknown team', `${HEADER}\nNobodies,4,1,1,1,0,0,0,0`, [M.csvLine(2, M.csvNoTeam('Nobodies'))]],
    [
      'a number nobody wears',
      `${HEADER}\nHornsby Hawks,9,1,1,1,0,0,0,0`,
      [M.csvLine(2, M.csvNoPlayer('Hornsby Hawks', '9'))],
    ],
    [
      'a count that is not a whole number',
      `${HEADER}\nHornsby Hawks,4,1.5,1,1,0,0,0,-1`,
      [M.csvLine(2, M.csvNumber('one_points')), M.csvLine(2, M.csvNumber('disqfouls'))],
    ],
    [
      'a missing column',
      'team,number,one_points\nHornsby Hawks,4,1',
      [M.csvColumns('two_points, three_points, fouls, techfouls, unspfouls, disqfouls')],
    ],
    ['a header without rows', HEADER, [M.csvEmpty]],
    ['an unclosed quote', `${HEADER}\n"Hornsby Hawks,4,1,1,1,0,0,0,0`, [M.csvUnreadable]],
  ])('lists %s', (_name, csv, problems) => {
    expect(statLinesFromCsv(csv, PLAYERS)).toEqual({ problems });
  });
});
