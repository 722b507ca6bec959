import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { IMPORT_FIELD_LABELS } from '@portal/domain/import/import-columns';
import type { ImportDetail, NearDecision, PlanChange, PlanRow } from '@portal/domain/import/import.contract';
import { DryRunTexts as T } from '@portal/domain/import/import.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { NearMatches, type Decisions } from './near-matches';
import { PagedRows, PlanRowsTable, type Column } from './plan-rows-table';

type Refused = ImportDetail['refused'][number];
type Repeated = ImportDetail['duplicates'][number];

/** A field of a change in words for people (the mapping's own labels), never its id. */
export const fieldWords = (field: string) => (IMPORT_FIELD_LABELS as Record<string, string>)[field] ?? field;

/** A change's value as shown: a date (yyyy-mm-dd: a date of birth, a registration's day) as DD/MM/YYYY. */
const shown = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? isoToDmy(v) : v);

/** A change in words for people: the field, what it was, what the file makes it. */
export const changeLine = (c: PlanChange) => `${fieldWords(c.field)}: ${shown(c.from) || '—'} → ${shown(c.to)}`;

const REFUSED: Column<Refused>[] = [
  { header: T.line, cell: (r) => r.line },
  { header: T.column, cell: (r) => r.column },
  { header: T.reason, cell: (r) => r.reason },
];
const REPEATED: Column<Repeated>[] = [
  { header: T.line, cell: (r) => r.line },
  { header: T.person, cell: (r) => T.repeated(r.line, r.first_line, r.name) },
];
const CHANGES: Column<PlanRow>[] = [
  { header: T.person, cell: (r) => r.name },
  { header: T.what, cell: (r) => r.changes.map((c) => <Box key={c.field}>{changeLine(c)}</Box>) },
];
const CREATED: Column<PlanRow>[] = [
  { header: T.person, cell: (r) => r.name },
  { header: T.born, cell: (r) => (r.dob ? isoToDmy(r.dob) : '') },
  { header: T.family, cell: (r) => r.holder },
  { header: T.team, cell: (r) => (r.places ? T.teamPlaces(r.places) : '') },
];

/** The dry run's detail in tabs: every refused row, the changes, the near matches to decide, new people, repeats. */
export function PlanTabs({
  detail,
  decisions,
  onDecide,
}: {
  detail: ImportDetail;
  decisions: Decisions;
  onDecide: (d: NearDecision) => void;
}) {
  const { counts, id } = detail.import;
  const tabs = [
    ['refused', `${T.tabs.refused} (${counts.refused})`],
    ['near', `${T.tabs.near} (${counts.near})`],
    ['changes', `${T.tabs.changes} (${counts.change})`],
    ['created', `${T.tabs.created} (${counts.create})`],
    ['repeated', `${T.tabs.repeated} (${counts.duplicates})`],
  ] as const;
  const [tab, setTab] = useState<(typeof tabs)[number][0]>(counts.refused || !counts.near ? 'refused' : 'near');
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: typeof tab) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map(([key, label]) => (
          <Tab key={key} value={key} label={label} id={`plan-tab-${key}`} aria-controls="plan-tabpanel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="plan-tabpanel" aria-labelledby={`plan-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'refused' && (
          <PagedRows
            label={T.tabs.refused}
            columns={REFUSED}
            rows={detail.refused}
            rowKey={(r, i) => `${r.line}-${i}`}
            empty={T.noneRefused}
          />
        )}
        {tab === 'near' && <NearMatches importId={id} decisions={decisions} onDecide={onDecide} />}
        {tab === 'changes' && (
          <PlanRowsTable importId={id} action="change" label={T.tabs.changes} columns={CHANGES} empty={T.noChanges} />
        )}
        {tab === 'created' && (
          <PlanRowsTable importId={id} action="create" label={T.tabs.created} columns={CREATED} empty={T.noneCreated} />
        )}
        {tab === 'repeated' && (
          <PagedRows
            label={T.tabs.repeated}
            columns={REPEATED}
            rows={detail.duplicates}
            rowKey={(r) => r.line}
            empty={T.noneRepeated}
          />
        )}
      </Box>
    </Box>
  );
}
