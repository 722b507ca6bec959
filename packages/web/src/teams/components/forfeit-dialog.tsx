import { useEffect } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { GameForfeitBody } from '@portal/domain/teams/teams.contract';
import { TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { teamGameLabel } from '@portal/domain/teams/teams.rules';
import { PageLoading } from '../../components/feedback/page-loading';
import { FormButtons } from '../../components/form-buttons';
import { SelectInput } from '../../components/form-fields/select-input';
import { errorMessage } from '../../lib/api-client';
import { useZodForm } from '../../lib/forms';
import { teamGamesQuery, useGameForfeit } from '../teams.api';
import type { Notify } from '../use-overlay';

/** spec 001 §2, §4, §5 Forfeit Game: a coming game is required, and a forfeit cannot be undone. */
export function ForfeitDialog({
  teamTid,
  open,
  onClose,
  notify,
}: {
  teamTid: number;
  open: boolean;
  onClose: () => void;
  notify: Notify;
}) {
  const games = useQuery({ ...teamGamesQuery(teamTid), enabled: open });
  const form = useZodForm(GameForfeitBody, { teamTid, game: '' });
  const forfeit = useGameForfeit();
  // spec 001 §8 'Error team games.': the games could not be loaded
  useEffect(() => {
    if (open && games.isError) {
      notify.error(M.errorGames);
      onClose();
    }
  }, [open, games.isError, notify, onClose]);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    forfeit.mutate(body, {
      onSuccess: (message) => {
        notify.success(message);
        close();
      },
      onError: (err) => notify.error(errorMessage(err, M.notForfeited)),
    }),
  );
  const options = (games.data ?? []).map((g) => ({ value: String(g.game), text: teamGameLabel(g) }));
  return (
    <Dialog
      open={open}
      onClose={forfeit.isPending ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="forfeit-title"
    >
      <DialogTitle id="forfeit-title">{M.forfeitTitle}</DialogTitle>
      <DialogContent>
        {games.isPending && <PageLoading label={T.loadingGames} />}
        {games.isSuccess && !options.length && <Typography sx={{ py: 2 }}>{T.noGames}</Typography>}
        {games.isSuccess && options.length > 0 && (
          <FormProvider {...form}>
            <Box component="form" noValidate onSubmit={submit} aria-label={M.forfeitTitle} sx={{ pt: 1 }}>
              <SelectInput name="game" label={T.game} options={options} required fullWidth />
              <Alert severity="warning" sx={{ my: 2 }}>
                {T.forfeitWarning}
              </Alert>
              <FormButtons
                submitLabel={T.forfeitButton}
                busy={forfeit.isPending}
                secondaryLabel={T.cancel}
                onSecondary={close}
                align="end"
              />
            </Box>
          </FormProvider>
        )}
      </DialogContent>
    </Dialog>
  );
}
