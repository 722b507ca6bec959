import { byRound, fixtureCells, ladderCells } from '@portal/domain/competition/public-api.cells';
import type { EMBED_VIEWS, FixtureReply, LadderReply } from '@portal/domain/competition/public-api.contract';
import { PublicApiMessages as M } from '@portal/domain/competition/public-api.messages';
import { ASSOCIATION_COLOURS as C } from '@portal/domain/shared/colours';
import type { Ctx } from '../platform/context';
import { html, type SafeHtml } from '../platform/html';
import type { FileAnswer } from '../platform/route-answers';
import * as api from './public-api.service';

type EmbedView = (typeof EMBED_VIEWS)[number];

// The page a club frames (docs/decisions/295): a division's fixture or ladder as plain HTML, no script and no app
// bundle, in the association's colours; made from the public API's cached answers. Framing it is allowed for any site
// (platform/headers.ts, EMBED_HEADERS), and nothing on it acts: it only shows, and links to the portal's own pages.

/**
 * The page's styles: the association's colours, a table that scrolls sideways inside a narrow frame; on a phone the
 * fixture leaves out its last column, the venue, so the teams and the score fit (the full draw has it).
 */
export const EMBED_STYLE = `
:host,body{font:14px/1.35 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1b1b1b;margin:0}
.pw{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption,h1{background:${C.primary};color:${C.onPrimary};font-weight:600;text-align:left;padding:8px}
h1{font-size:1em;margin:0}
th{background:${C.background};color:${C.primary};text-align:left}
th,td{padding:6px;border-bottom:1px solid #dde3ea;vertical-align:top}
th[scope=col],.ld td:nth-child(-n+2){white-space:nowrap}
th[scope=rowgroup]{background:#e8eef7;color:#1b1b1b}
a{color:${C.primary}}
p{margin:8px}
@media (max-width:560px){:host,body{font-size:13px}th,td{padding:5px 4px}.fx td:first-child{white-space:pre-line}
.fx th[scope=col]:nth-child(5),.fx td:nth-child(5){display:none}}
`;

interface Head {
  division: { id: number; name: string };
  season: { id: number; name: string };
}

const caption = (head: Head, what: string) => `${head.division.name} ${what} – ${head.season.name}`;

/** Rows in groups, each under its heading (a round) or none (the ladder). */
type Groups = { heading?: string; rows: string[][] }[];

function table(cap: string, headings: SafeHtml[], groups: Groups, empty: string, kind: 'fx' | 'ld'): SafeHtml {
  // a page of its own: its heading names the table (a main landmark and a first heading, as axe asks of a page)
  if (groups.length === 0) return html`<h1>${cap}</h1><p>${empty}</p>`;
  const body = groups.map(
    (g) =>
      html`<tbody>${g.heading === undefined ? [] : html`<tr><th scope="rowgroup" colspan="${headings.length}">${g.heading}</th></tr>`}${g.rows.map(
        (cells) => html`<tr>${cells.map((c) => html`<td>${c}</td>`)}</tr>`,
      )}</tbody>`,
  );
  return html`<h1 id="t">${cap}</h1><div class="pw"><table class="${kind}" aria-labelledby="t"><thead><tr>${headings}</tr></thead>${body}</table></div>`;
}

function page(title: string, body: SafeHtml, link: SafeHtml): string {
  return html`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${EMBED_STYLE}</style></head><body><main>${body}<p>${link}</p></main></body></html>`
    .value;
}

export function fixturePage(data: FixtureReply['data']): string {
  const cap = caption(data, M.fixture);
  const headings = M.fixtureColumns.map((h) => html`<th scope="col">${h}</th>`);
  const href = `/draw/${data.season.id}/${data.division.id}`;
  const link = html`<a href="${href}" target="_blank" rel="noopener">${M.fullDraw}</a>`;
  return page(cap, table(cap, headings, byRound(data.games, fixtureCells), M.noGames, 'fx'), link);
}

export function ladderPage(data: LadderReply['data']): string {
  const cap = caption(data, M.ladder);
  const headings = M.ladderColumns.map(
    ([short, long]) => html`<th scope="col" aria-label="${long}"><abbr title="${long}">${short}</abbr></th>`,
  );
  const href = `/result?season_id=${data.season.id}&division_id=${data.division.id}`;
  const link = html`<a href="${href}" target="_blank" rel="noopener">${M.fullLadder}</a>`;
  const rows = data.ladder.map(ladderCells);
  return page(cap, table(cap, headings, rows.length ? [{ rows }] : [], M.noTeams, 'ld'), link);
}

/** The embedded page of a division's fixture or ladder, from the API's cached answers; 404 for an unknown division. */
export async function embedPage(ctx: Ctx, divisionId: number, view: EmbedView): Promise<FileAnswer> {
  if (view === 'ladder') return { body: ladderPage((await api.ladder(ctx, divisionId)).reply.data) };
  return { body: fixturePage((await api.fixture(ctx, divisionId)).reply.data) };
}
