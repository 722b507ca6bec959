import { useCallback, useState } from 'react';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ROSTER_OVERLAY_MS, RosterMessages as M, RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { errorMessage, refusalOf } from '../lib/api-client';
import { AvailabilityEditor } from './components/availability-editor';
import { AvailabilityPlaceForm } from './components/availability-place-form';
import { availabilityQuery, refereeSeasonsQuery, refereeVenuesQuery, useSaveAvailability } from './rosters.api';

type Overlay = { message: string; severity: 'success' | 'error'; ms: number } | null;

/** spec 002 §2 Competition Availability (/member/refereeavail, is_ref): season and venue, MY AVAILABILITY, the tabs, SAVE. */
export function RefereeAvailabilityPage() {
  const seasons = useQuery(refereeSeasonsQuery());
  const venues = useQuery(refereeVenuesQuery());
  const [place, setPlace] = useState<{ season: number; venue: number } | null>(null);
  const availability = useQuery(availabilityQuery(place));
  const save = useSaveAvailability();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [tab, setTab] = useState(0);
  const closeOverlay = useCallback(() => setOverlay(null), []);
  const refused = () => setOverlay({ message: M.published, severity: 'error', ms: ROSTER_OVERLAY_MS.published });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {T.availabilityTitle}
      </Typography>
      {(seasons.isPending || venues.isPending) && <PageLoading />}
      {seasons.data && venues.data && (
        <AvailabilityPlaceForm
          seasons={seasons.data}
          venues={venues.data}
          onShow={(values) => {
            save.reset();
            setPlace(values);
          }}
        />
      )}
      {!place && (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {T.chooseFirst}
        </Typography>
      )}
      {availability.isFetching && !availability.data && <PageLoading />}
      {availability.isError && <ErrorAlert message={errorMessage(availability.error, TECHNICAL_ISSUE)} />}
      {availability.data && place && (
        <AvailabilityEditor
          key={`${place.season}:${place.venue}:${availability.dataUpdatedAt}`}
          data={availability.data}
          saving={save.isPending}
          tab={tab}
          onTab={setTab}
          onRefused={refused}
          onSave={(state) =>
            save.mutate(
              { ...place, availability: state.availability, unavailability: [...state.unavailability] },
              {
                onSuccess: (message) => setOverlay({ message, severity: 'success', ms: ROSTER_OVERLAY_MS.updated }),
                onError: (err) => (refusalOf(err)?.key === 'roster_published' ? refused() : undefined),
              },
            )
          }
        />
      )}
      {save.isError && refusalOf(save.error)?.key !== 'roster_published' && (
        <ErrorAlert
          message={errorMessage(save.error, TECHNICAL_ISSUE)}
          lines={refusalOf(save.error)?.lines}
          onClose={() => save.reset()}
        />
      )}
      <TimedOverlay
        message={overlay?.message ?? null}
        severity={overlay?.severity}
        ms={overlay?.ms ?? 0}
        onDone={closeOverlay}
      />
    </>
  );
}
