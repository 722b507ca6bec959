import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { SeasonSetup } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T } from '@portal/domain/competition/season-setup.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useRemoveException } from './season-setup.api';

/** The season's exception dates (a day or a range; season-wide or one division's), each removable. */
export function ExceptionsList({
  seasonId,
  setup,
  onDone,
}: {
  seasonId: number;
  setup: SeasonSetup;
  onDone: (message: string) => void;
}) {
  const remove = useRemoveException();
  const divisionName = (id: number | null) =>
    id === null ? T.everyDivision : (setup.divisions.find((d) => d.id === id)?.name ?? '');
  if (setup.exceptions.length === 0) return <Typography color="text.secondary">{T.noExceptions}</Typography>;
  return (
    <>
      <RefusalAlert error={remove.error} onClose={() => remove.reset()} />
      <List dense aria-label={T.exceptions}>
        {setup.exceptions.map((e) => {
          const when = e.from === e.to ? isoToDmy(e.from) : `${isoToDmy(e.from)} – ${isoToDmy(e.to)}`;
          const busy = remove.isPending && remove.variables?.body.id === e.id;
          return (
            <ListItem
              key={`${e.division_id ?? 's'}-${e.id}`}
              divider
              secondaryAction={
                <Button
                  size="small"
                  disabled={remove.isPending}
                  startIcon={busyIcon(busy)}
                  aria-label={`${T.remove} ${when}`}
                  onClick={() =>
                    remove.mutate(
                      { seasonId, body: { id: e.id, division_id: e.division_id ?? '' } },
                      { onSuccess: (d) => onDone(d.message) },
                    )
                  }
                >
                  {T.remove}
                </Button>
              }
            >
              <ListItemText
                primary={`${when}${e.reason ? `: ${e.reason}` : ''}`}
                secondary={divisionName(e.division_id)}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
