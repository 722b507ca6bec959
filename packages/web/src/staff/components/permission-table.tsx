import {
  Alert,
  AlertTitle,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  mayDo,
  NOT_FOR_ADMINISTRATOR,
  PERMISSIONS,
  STAFF_ROLES,
  type StaffAction,
} from '@portal/domain/staff/permissions';
import {
  NOT_FOR_ADMINISTRATOR_WHY,
  PERMISSION_AREAS,
  PERMISSION_TEXTS,
  PermissionTableTexts as T,
} from '@portal/domain/staff/permissions.messages';
import { StaffRoleLabels } from '@portal/domain/staff/staff.messages';

const ACTIONS = Object.keys(PERMISSIONS) as StaffAction[];
const areaOf = (a: StaffAction) => PERMISSION_AREAS.findIndex((g) => g.prefixes.some((p) => a.startsWith(p)));

/** What an administrator may not do, and why (decision 276). */
export function AdministratorLimits() {
  return (
    <Alert severity="info" sx={{ mb: 2 }} aria-label={T.administratorNot}>
      <AlertTitle>{T.administratorNot}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {NOT_FOR_ADMINISTRATOR.map((a) => (
          <li key={a}>{PERMISSION_TEXTS[a]}</li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {NOT_FOR_ADMINISTRATOR_WHY}
      </Typography>
    </Alert>
  );
}

/** The permission table (domain/staff/permissions.ts) in words: each piece of work, and the roles that may do it. */
export function PermissionTable() {
  return (
    <Box component="section" aria-labelledby="what-each-role-may-do" sx={{ mt: 4 }}>
      <Typography id="what-each-role-may-do" variant="h5" component="h2" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{T.intro}</Typography>
      <AdministratorLimits />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="what-each-role-may-do">
          <TableHead>
            <TableRow>
              <TableCell>{T.action}</TableCell>
              {STAFF_ROLES.map((r) => (
                <TableCell key={r} align="center">
                  {StaffRoleLabels[r]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_AREAS.map((area, i) => [
              <TableRow key={area.title}>
                <TableCell
                  colSpan={STAFF_ROLES.length + 1}
                  component="th"
                  scope="rowgroup"
                  sx={{ fontWeight: 700, bgcolor: 'action.hover' }}
                >
                  {area.title}
                </TableCell>
              </TableRow>,
              ...ACTIONS.filter((a) => areaOf(a) === i).map((a) => (
                <TableRow key={a}>
                  <TableCell component="th" scope="row">
                    {PERMISSION_TEXTS[a]}
                  </TableCell>
                  {STAFF_ROLES.map((r) => (
                    <TableCell key={r} align="center">
                      {mayDo([r], a) ? (
                        <CheckIcon fontSize="small" color="success" titleAccess={T.may} />
                      ) : (
                        <Box component="span" sx={visuallyHidden}>
                          {T.mayNot}
                        </Box>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
