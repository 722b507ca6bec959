import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import type { AvailabilityData } from '@portal/domain/rosters/rosters.contract';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { useAvailabilityEditor } from '../use-availability-editor';
import { AvailabilityTimeslots } from './availability-timeslots';
import { UnavailableDates } from './unavailable-dates';
import { busyIcon } from '../../components/feedback/busy-icon';

/** spec 002 §2 Competition Availability: the two tabs and SAVE. A refused change calls `onRefused` (the §8 sentence). */
export function AvailabilityEditor({
  data,
  saving,
  onSave,
  onRefused,
  tab,
  onTab,
}: {
  data: AvailabilityData;
  /** The open tab, kept by the page: a save reloads the editor and the member stays on the tab they saved from. */
  tab: number;
  onTab: (tab: number) => void;
  saving: boolean;
  onSave: (state: ReturnType<typeof useAvailabilityEditor>['state']) => void;
  onRefused: () => void;
}) {
  const editor = useAvailabilityEditor(data);
  const guard = (accepted: boolean) => {
    if (!accepted) onRefused();
  };
  return (
    <Paper variant="outlined" sx={{ mt: 3 }}>
      <Tabs value={tab} onChange={(_, v: number) => onTab(v)} variant="fullWidth" aria-label={T.availabilityTitle}>
        <Tab label={T.timeslotsTab} id="availability-tab-0" aria-controls="availability-panel-0" />
        <Tab label={T.unavailableTab} id="availability-tab-1" aria-controls="availability-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`availability-panel-${tab}`} aria-labelledby={`availability-tab-${tab}`} sx={{ px: 2 }}>
        {tab === 0 && (
          <AvailabilityTimeslots
            data={data}
            availability={editor.state.availability}
            onToggle={(d, t) => guard(editor.toggle(d, t))}
          />
        )}
        {tab === 1 && (
          <UnavailableDates
            dates={editor.state.unavailability}
            today={data.today}
            onAdd={(d) => guard(editor.addDate(d))}
            onRemove={(d) => guard(editor.removeDate(d))}
          />
        )}
      </Box>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button variant="contained" disabled={saving} onClick={() => onSave(editor.state)} startIcon={busyIcon(saving)}>
          {T.save}
        </Button>
      </Box>
    </Paper>
  );
}
