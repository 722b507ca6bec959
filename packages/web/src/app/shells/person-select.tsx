import { Box, MenuItem, TextField } from '@mui/material';
import type { FamilyPerson } from '@portal/domain/family/family.contract';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { personName } from '../../family/person-card';

interface Props {
  people: FamilyPerson[];
  /** The person acted for, null for oneself. */
  acting: number | null;
  onChosen: (id: number | null) => void;
}

/**
 * The person selector beside the Sport Profile selector (decision 246): "Myself" and each person the signed-in member
 * looks after; shown only when they look after someone.
 */
export function PersonSelect({ people, acting, onChosen }: Props) {
  const self = people.find((p) => p.self);
  if (!self || people.length < 2) return null;
  return (
    <Box sx={{ px: 2, pt: 2, pb: 0.5 }}>
      <TextField
        select
        label={M.personSelect}
        size="small"
        fullWidth
        value={acting ?? self.id}
        onChange={(e) => {
          const id = Number(e.target.value);
          onChosen(id === self.id ? null : id);
        }}
      >
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.self ? M.myself : personName(p)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
