import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ImportResult as Result, PlanRow } from '@portal/domain/import/import.contract';
import { DryRunTexts as D, ImportJobTexts as T } from '@portal/domain/import/import.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { changeLine } from './plan-tabs';
import { PlanRowsTable, type Column } from './plan-rows-table';

const person: Column<PlanRow> = {
  header: D.person,
  cell: (r) => (r.member_id ? <RouterLink to={`/staff/members/${r.member_id}`}>{r.name}</RouterLink> : r.name),
};
const CREATED: Column<PlanRow>[] = [
  person,
  { header: D.born, cell: (r) => (r.dob ? isoToDmy(r.dob) : '') },
  { header: D.family, cell: (r) => r.holder },
  { header: D.team, cell: (r) => (r.places ? D.teamPlaces(r.places) : '') },
];
const what: Column<PlanRow> = {
  header: D.what,
  cell: (r) => r.changes.map((c) => <Box key={c.field}>{changeLine(c)}</Box>),
};
const CHANGED: Column<PlanRow>[] = [person, what];
// a near match decided "Same person" took the file's details; "New person" was created
const DECIDED: Column<PlanRow>[] = [
  person,
  { header: T.decided, cell: (r) => (r.decision === 'same' ? D.same : D.different) },
  what,
];

/** What the import wrote: its counts, and the people it created and changed, each linking to their record. */
export function ImportResult({ importId, result, near }: { importId: number; result: Result; near: number }) {
  const [tab, setTab] = useState<'created' | 'changed' | 'near'>('created');
  return (
    <Box component="section" aria-labelledby="result-title">
      <Typography id="result-title" variant="h6" component="h2">
        {T.result}
      </Typography>
      <Box component="ul" sx={{ mt: 1 }}>
        <li>{T.createdN(result.created)}</li>
        <li>{T.changedN(result.changed)}</li>
        <li>{T.unchangedN(result.unchanged)}</li>
        <li>{T.guardianshipsN(result.guardianships)}</li>
        <li>{T.placesN(result.places)}</li>
      </Box>
      <Tabs value={tab} onChange={(_e, v: typeof tab) => setTab(v)}>
        <Tab value="created" label={T.created} id="result-tab-created" aria-controls="result-tabpanel" />
        <Tab value="changed" label={T.changed} id="result-tab-changed" aria-controls="result-tabpanel" />
        {near > 0 && <Tab value="near" label={D.tabs.near} id="result-tab-near" aria-controls="result-tabpanel" />}
      </Tabs>
      <Box role="tabpanel" id="result-tabpanel" aria-labelledby={`result-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'created' && (
          <PlanRowsTable
            importId={importId}
            action="create"
            label={T.created}
            columns={CREATED}
            empty={D.noneCreated}
          />
        )}
        {tab === 'changed' && (
          <PlanRowsTable importId={importId} action="change" label={T.changed} columns={CHANGED} empty={D.noChanges} />
        )}
        {tab === 'near' && (
          <PlanRowsTable importId={importId} action="near" label={D.tabs.near} columns={DECIDED} empty={D.noNear} />
        )}
      </Box>
    </Box>
  );
}
