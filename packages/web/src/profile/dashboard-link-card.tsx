import { Alert, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import type { DashboardLink } from './dashboard-links';

/** One dashboard card: the whole card is the link to its page (a large target on phones, one tab stop). */
export function DashboardLinkCard({ link }: { link: DashboardLink }) {
  const id = `card-${link.to.replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardActionArea component={RouterLink} to={link.to} sx={{ display: 'flex', alignItems: 'center' }}>
        <CardContent sx={{ flexGrow: 1, py: { xs: 1.5, sm: 2 } }}>
          <Typography id={id} variant="h6" component="h2">
            {link.title}
          </Typography>
          <Typography color="textSecondary">{link.text}</Typography>
          {link.alert && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {link.alert}
            </Alert>
          )}
        </CardContent>
        <ChevronRightIcon color="action" sx={{ mr: 1 }} />
      </CardActionArea>
    </Card>
  );
}
