import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { isoDateField } from '@portal/domain/rosters/rosters.contract';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { dayName, dayNumber } from '@portal/domain/rosters/rosters.rules';
import { isoToDmy } from '@portal/domain/shared/time';
import { IsoDateField } from '../../components/form-fields/iso-date-field';

/** spec 002 §2 Unavailable Dates: the referee's dates (DD/MM/YYYY with the day), a date to add, a remove button each. */
export function UnavailableDates({
  dates,
  today,
  onAdd,
  onRemove,
}: {
  dates: readonly string[];
  today: string;
  onAdd: (date: string) => void;
  onRemove: (date: string) => void;
}) {
  const [date, setDate] = useState('');
  const valid = isoDateField.safeParse(date).success;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IsoDateField
          label={T.unavailableDate}
          value={date}
          onChange={setDate}
          size="small"
          min={today}
          sx={{ maxWidth: 220 }}
        />
        <Button
          variant="outlined"
          disabled={!valid}
          onClick={() => {
            onAdd(date);
            setDate('');
          }}
        >
          {T.addDate}
        </Button>
      </Stack>
      {!dates.length && <Typography>{T.noUnavailable}</Typography>}
      <List dense aria-label={T.unavailableList} sx={{ maxWidth: 420 }}>
        {dates.map((d) => (
          <ListItem
            key={d}
            divider
            secondaryAction={
              <IconButton edge="end" aria-label={T.removeDate(isoToDmy(d))} onClick={() => onRemove(d)}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={isoToDmy(d)} secondary={dayName(dayNumber(d))} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
