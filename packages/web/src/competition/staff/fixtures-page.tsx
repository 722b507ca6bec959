import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { FixturePreview } from '@portal/domain/competition/fixtures.staff.contract';
import { FixtureMessages as M, FixtureTexts as T } from '@portal/domain/competition/fixtures.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { FixtureForm, type FixtureInput } from './fixture-form';
import { DivisionPreview } from './fixture-preview-view';
import { publishedFixtureQuery, usePreviewFixture, usePublishFixture } from './fixtures.api';
import { seasonSetupQuery } from './season-setup.api';

/** What could not be placed, each game with its reason. */
function UnplacedList({ preview }: { preview: FixturePreview }) {
  if (preview.unplaced.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>
        {T.unplacedTitle}: {M.unplaced(preview.unplaced.length)}
      </AlertTitle>
      <List dense aria-label={T.unplacedTitle}>
        {preview.unplaced.map((u) => (
          <ListItem key={`${u.division}-${u.round}-${u.home}`} disableGutters>
            <ListItemText
              primary={`${u.division}, ${T.round} ${u.round}${u.date ? ` (${isoToDmy(u.date)})` : ''}: ${u.home} vs ${u.away}`}
              secondary={u.reason_text}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/** The games published now that publishing removes, said before it is asked for (decision 266); none: nothing. */
function RemovedNotice({ preview, fromRound }: { preview: FixturePreview; fromRound: number }) {
  const removed = preview.divisions.filter((d) => d.removes > 0);
  if (removed.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{M.removes(removesOf(preview), fromRound)}</AlertTitle>
      {removed.map((d) => `${d.name}: ${d.removes}`).join(' · ')}
    </Alert>
  );
}

/** The season's published fixture, with where visitors find it (issue 40): shown while no preview is on screen. */
function PublishedFixture({ seasonId }: { seasonId: number }) {
  const published = useQuery(publishedFixtureQuery(seasonId));
  if (published.isPending) return <PageLoading label={StaffTexts.loading} />;
  if (published.isError) return <RefusalAlert error={published.error} />;
  return (
    <Box component="section" aria-labelledby="published-fixture" sx={{ mt: 3 }}>
      <Typography id="published-fixture" variant="h5" component="h2">
        {T.publishedTitle}
      </Typography>
      {published.data.divisions.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{T.publishedNone}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.publishedHint}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {published.data.public_note}
          </Alert>
          {published.data.divisions.map((d) => (
            <DivisionPreview key={d.id} division={d} />
          ))}
        </>
      )}
    </Box>
  );
}

/** After publishing, a link to the public draw of each division published. */
function DrawLinks({
  seasonId,
  divisions,
  asked,
}: {
  seasonId: number;
  divisions: { id: number; name: string }[];
  asked: FixtureInput;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      {divisions
        .filter((d) => (asked.division_ids as number[]).includes(d.id))
        .map((d) => (
          <Button
            key={d.id}
            variant="outlined"
            component={Link}
            to={`/draw/${seasonId}/${d.id}`}
          >{`Public draw: ${d.name}`}</Button>
        ))}
    </Stack>
  );
}

/** The generated fixture: what could not be placed, what publishing removes, each division's games, and Publish. */
function PreviewPanel({
  preview,
  fromRound,
  onPublish,
}: {
  preview: FixturePreview;
  fromRound: number;
  onPublish: () => void;
}) {
  return (
    <Box>
      <UnplacedList preview={preview} />
      <RemovedNotice preview={preview} fromRound={fromRound} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {preview.public_note}
      </Alert>
      {preview.divisions.map((d) => (
        <DivisionPreview key={d.id} division={d} />
      ))}
      <Button variant="contained" disabled={preview.unplaced.length > 0} onClick={onPublish}>
        {T.publish}
      </Button>
    </Box>
  );
}

const removesOf = (preview: FixturePreview) => preview.divisions.reduce((n, d) => n + d.removes, 0);

/**
 * /staff/seasons/:seasonId/fixtures: generate the chosen divisions, preview them, publish (decision 186). A publish
 * that removes published games says how many and asks for them by name (decision 266).
 */
export function FixturesPage() {
  const seasonId = Number(useParams().seasonId);
  const setup = useQuery(seasonSetupQuery(seasonId));
  const preview = usePreviewFixture();
  const publish = usePublishFixture();
  const [asked, setAsked] = useState<FixtureInput | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (setup.isPending) return <PageLoading label={StaffTexts.loading} />;
  if (setup.isError) return <RefusalAlert error={setup.error} />;
  const generate = (body: FixtureInput) => {
    publish.reset();
    setAsked(body);
    preview.mutate({ seasonId, body });
  };
  const removes = preview.data ? removesOf(preview.data) : 0;
  const fromRound = Number(asked?.from_round ?? 1);
  const confirm = () => {
    if (!asked || !preview.data) return;
    const body = { ...asked, fingerprint: preview.data.fingerprint, confirm_removal: removes > 0 };
    publish.mutate(
      { seasonId, body },
      {
        onSuccess: () => {
          setConfirming(false);
          preview.reset();
        },
      },
    );
  };
  const divisions = setup.data.divisions.map((d) => ({ id: d.id, name: d.name, teams: d.teams.length }));
  return (
    <>
      <Button component={Link} to={`/staff/seasons/${seasonId}`} size="small">
        {T.backToSeason}
      </Button>
      <Typography variant="h4" component="h1" sx={{ my: 1 }}>
        {T.title}: {setup.data.season.name}
      </Typography>
      <FixtureForm divisions={divisions} busy={preview.isPending} onGenerate={generate} />
      <RefusalAlert error={preview.error} onClose={() => preview.reset()} />
      <SuccessNotice message={publish.data?.message} onClose={() => publish.reset()} />
      {publish.isSuccess && asked && <DrawLinks seasonId={seasonId} divisions={divisions} asked={asked} />}
      {preview.data && (
        <PreviewPanel
          preview={preview.data}
          fromRound={fromRound}
          onPublish={() => {
            publish.reset();
            setConfirming(true);
          }}
        />
      )}
      {!preview.data && <PublishedFixture seasonId={seasonId} />}
      <ConfirmDialog
        open={confirming}
        title={T.publishTitle}
        text={[T.publishText, removes > 0 && M.removes(removes, fromRound), preview.data?.public_note]
          .filter(Boolean)
          .join(' ')}
        action={removes > 0 ? T.removeAndPublish(removes) : T.publish}
        busy={publish.isPending}
        error={publish.error}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
