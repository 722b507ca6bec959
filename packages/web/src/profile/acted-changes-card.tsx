import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ActingTexts as T } from '@portal/domain/family/acting.messages';
import { useAuth } from '../lib/auth';
import { actedChangesQuery } from './profile.api';

/**
 * The changes guardians made while acting for this person (docs/decisions/258): who, what and when, newest first, on
 * the person's own profile. Nothing is shown to a person no guardian ever acted for.
 */
export function ActedChangesCard() {
  const { token } = useAuth();
  const changes = useQuery(actedChangesQuery(token));
  if (!changes.data?.length) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="acted-changes-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id="acted-changes-title" variant="h6" component="h2">
        {T.changesTitle}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {T.changesIntro}
      </Typography>
      <List dense disablePadding>
        {changes.data.map((c, i) => (
          <ListItem key={i} disableGutters divider={i < changes.data.length - 1}>
            <ListItemText primary={T.changeLine(c.by, c.what)} secondary={c.at} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
