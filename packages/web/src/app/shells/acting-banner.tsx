import { Alert, Button } from '@mui/material';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';

/** Whom the tab acts for, always in sight above the page, with the way back to oneself (decision 246). */
export function ActingBanner({ name, onBack }: { name: string; onBack: () => void }) {
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      action={
        <Button color="inherit" size="small" onClick={onBack} sx={{ minHeight: 44 }}>
          {M.backToMyself}
        </Button>
      }
    >
      <strong>{M.actingFor(name)}</strong>
    </Alert>
  );
}
