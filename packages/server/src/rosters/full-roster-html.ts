import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { html } from '../platform/html';
import type { EntryRow } from './event-roster.repo';
import { fullName } from './roster-items';

/** Column headings of the full event roster (ours: spec 002 §2 says only that it is server-supplied HTML). */
const HEADINGS = ['Time', 'Court', 'Function', T.name] as const;

/**
 * spec 002 §2/§3: the FULL ROSTER of an event as an HTML block, built from data with every value escaped
 * (platform/html.ts, docs/decisions/092): names and functions are typed by people and must stay text.
 */
export function fullRosterHtml(event: { name: string; date: string }, entries: readonly EntryRow[]): string {
  const rows = entries.map(
    (e) =>
      html`<tr><td>${formatTime(e.timeFrom)} - ${formatTime(e.timeTo)}</td><td>${e.court ?? ''}</td><td>${e.function}</td><td>${fullName(e)}</td></tr>`,
  );
  const body = rows.length ? rows : [html`<tr><td colspan="${HEADINGS.length}">${T.noFullEntries}</td></tr>`];
  return html`<table class="full-roster"><caption>${event.name}, ${isoToDmy(event.date)}</caption><thead><tr>${HEADINGS.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead><tbody>${body}</tbody></table>`
    .value;
}
