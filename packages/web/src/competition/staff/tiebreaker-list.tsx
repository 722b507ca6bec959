import { Box, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useController, useFormContext } from 'react-hook-form';
import { TIEBREAKERS, type Tiebreaker } from '@portal/domain/competition/ladder-rules';
import { LadderRulesTexts as T, TiebreakerLabels } from '@portal/domain/competition/ladder-rules.staff.messages';

/** The ordered tiebreakers: move each up or down, remove it, or add one not listed yet. */
export function TiebreakerList() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'tiebreakers', control });
  const list = (field.value ?? []) as Tiebreaker[];
  const move = (i: number, by: number) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    field.onChange(next);
  };
  const unused = TIEBREAKERS.filter((t) => !list.includes(t));
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {T.tiebreakersHeading}
      </Typography>
      <List dense aria-label={T.tiebreakersHeading}>
        {list.map((t, i) => (
          <ListItem
            key={t}
            secondaryAction={
              <>
                <IconButton
                  aria-label={`${T.up}: ${TiebreakerLabels[t]}`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`${T.down}: ${TiebreakerLabels[t]}`}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`${T.remove}: ${TiebreakerLabels[t]}`}
                  onClick={() => field.onChange(list.filter((x) => x !== t))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={`${i + 1}. ${TiebreakerLabels[t]}`} />
          </ListItem>
        ))}
      </List>
      {fieldState.error && (
        <Typography color="error" role="alert">
          {fieldState.error.message}
        </Typography>
      )}
      {unused.length > 0 && (
        <TextField
          select
          size="small"
          label={T.add}
          value=""
          onChange={(e) => field.onChange([...list, e.target.value])}
          sx={{ minWidth: 320 }}
        >
          {unused.map((t) => (
            <MenuItem key={t} value={t}>
              {TiebreakerLabels[t]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
