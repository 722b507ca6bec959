import { useState } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { NearDecision, NearMember, PlanRow } from '@portal/domain/import/import.contract';
import { DryRunTexts as T } from '@portal/domain/import/import.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { importQuery } from './import.api';

/** The staff member's decisions on near matches, by the person's first line in the file. */
export type Decisions = Readonly<Record<number, NearDecision>>;

const valueOf = (d: NearDecision | undefined) => (!d ? '' : d.choice === 'new' ? 'new' : `same:${String(d.member_id)}`);

function MemberChoice({ m }: { m: NearMember }) {
  const details = [m.dob ? isoToDmy(m.dob) : '', m.email, m.mobile, m.postcode].filter(Boolean).join(' · ');
  return (
    <>
      <Typography>{T.sameAs(m.name, m.member_id)}</Typography>
      <Typography variant="body2" color="textSecondary">
        {details}
        {m.matched_on.length ? ` — ${T.shares(m.matched_on.join(', '))}` : ''}
      </Typography>
    </>
  );
}

function NearChoice({
  row,
  decision,
  onDecide,
}: {
  row: PlanRow;
  decision: NearDecision | undefined;
  onDecide: (d: NearDecision) => void;
}) {
  const labelId = `near-${row.line}`;
  const choose = (value: string) =>
    onDecide(
      value === 'new'
        ? { line: row.line, choice: 'new' }
        : { line: row.line, choice: 'same', member_id: Number(value.slice(5)) },
    );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <FormControl>
        <FormLabel id={labelId} sx={{ color: 'text.primary' }}>
          {`${row.name}${row.dob ? `, ${T.born.toLowerCase()} ${isoToDmy(row.dob)}` : ''} (${T.line.toLowerCase()} ${row.line})`}
        </FormLabel>
        <RadioGroup aria-labelledby={labelId} value={valueOf(decision)} onChange={(e) => choose(e.target.value)}>
          {row.near.map((m) => (
            <FormControlLabel
              key={m.member_id}
              value={`same:${m.member_id}`}
              control={<Radio />}
              label={<MemberChoice m={m} />}
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
          <FormControlLabel value="new" control={<Radio />} label={T.different} />
        </RadioGroup>
      </FormControl>
    </Paper>
  );
}

/** The people near a member already here, each with "Same person" or "New person" to choose before the import. */
export function NearMatches({
  importId,
  decisions,
  onDecide,
}: {
  importId: number;
  decisions: Decisions;
  onDecide: (d: NearDecision) => void;
}) {
  const [page, setPage] = useState(0);
  const rows = useQuery(importQuery(importId, { action: 'near', page: page + 1 }));
  const data = rows.data?.rows;
  return (
    <Stack spacing={1.5}>
      <RefusalAlert error={rows.error} />
      {data && <Typography>{data.total ? T.nearIntro : T.noNear}</Typography>}
      {data?.items.map((row) => (
        <NearChoice key={row.line} row={row} decision={decisions[row.line]} onDecide={onDecide} />
      ))}
      {data && data.total > data.per_page && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={data.per_page}
          rowsPerPageOptions={[]}
          onPageChange={(_e, p) => setPage(p)}
        />
      )}
    </Stack>
  );
}
