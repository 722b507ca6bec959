import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { STAFF_ROLES } from '@portal/domain/staff/permissions';
import { RoleChangeBody } from '@portal/domain/staff/staff.contract';
import { StaffRoleLabels } from '@portal/domain/staff/staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, text: StaffRoleLabels[r] }));

/** Username and role to grant; the page asks for confirmation before anything is sent. */
export function GrantRoleForm({ onGrant }: { onGrant: (body: RoleChangeBody) => void }) {
  const form = useZodForm(RoleChangeBody, { username: '', role: undefined as never });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onGrant)} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextInput name="username" label="Username" size="small" sx={{ width: 220 }} />
        <SelectInput name="role" label="Role" options={ROLE_OPTIONS} size="small" sx={{ width: 240 }} />
        <Button type="submit" variant="contained">Grant role</Button>
      </Box>
    </FormProvider>
  );
}
