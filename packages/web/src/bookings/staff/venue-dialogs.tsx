import type { StaffVenue } from '@portal/domain/bookings/hire-venues.staff.contract';
import { EditCatalogueDialog } from './edit-catalogue-dialog';
import { EditCourtDialog } from './edit-court-dialog';
import type { CatalogueChoice } from './hire-catalogue-section';
import { NewCatalogueDialog } from './new-catalogue-dialog';
import { NewCourtDialog } from './new-court-dialog';
import { VenueDialog } from './venue-dialog';

export type VenueDialogChoice =
  | { kind: 'venue'; edit: boolean }
  | { kind: 'court' }
  | { kind: 'editCourt'; court: { id: number; name: string; active: boolean } }
  | { kind: 'catalogue'; choice: CatalogueChoice }
  | null;

/** The court hire settings page's open dialog, if any (decisions 232, 233). */
export function VenueDialogs({
  dialog,
  venue,
  venueId,
  sports,
  onClose,
  onDone,
  onVenue,
}: {
  dialog: VenueDialogChoice;
  venue: StaffVenue | null;
  venueId: number;
  sports: { id: number; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
  onVenue: (id: number) => void;
}) {
  if (dialog?.kind === 'venue')
    return (
      <VenueDialog
        venue={dialog.edit ? venue : null}
        onClose={onClose}
        onDone={(id, text) => {
          onVenue(id);
          onDone(text);
        }}
      />
    );
  if (dialog?.kind === 'court') return <NewCourtDialog venueId={venueId} onClose={onClose} onDone={onDone} />;
  if (dialog?.kind === 'editCourt') return <EditCourtDialog court={dialog.court} onClose={onClose} onDone={onDone} />;
  if (dialog?.kind === 'catalogue') {
    const { kind, item } = dialog.choice;
    return item ? (
      <EditCatalogueDialog kind={kind} item={item} onClose={onClose} onDone={onDone} />
    ) : (
      <NewCatalogueDialog venueId={venueId} kind={kind} sports={sports} onClose={onClose} onDone={onDone} />
    );
  }
  return null;
}
