import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { STAFF_ROLES } from '@portal/domain/staff/permissions';
import { RoleChangeBody } from '@portal/domain/staff/staff.contract';
import { RoleTexts as T, StaffRoleLabels } from '@portal/domain/staff/staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { useZodForm } from '../../lib/forms';
import { MemberPicker } from './member-picker';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, text: StaffRoleLabels[r] }));

/** A member found by name, and the role to grant; the page asks for confirmation before anything is sent (decision 276). */
export function GrantRoleForm({ onGrant }: { onGrant: (body: RoleChangeBody) => void }) {
  const form = useZodForm(RoleChangeBody, { username: '', role: undefined as never });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(onGrant)}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <MemberPicker name="username" />
        <SelectInput name="role" label={T.role} options={ROLE_OPTIONS} size="small" sx={{ width: 240 }} />
        <Button type="submit" variant="contained">
          {T.grant}
        </Button>
      </Box>
    </FormProvider>
  );
}
