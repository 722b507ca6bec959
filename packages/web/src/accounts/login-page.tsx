import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { LoginTexts as T } from '@portal/domain/accounts/accounts.messages';
import { useAuth } from '../lib/auth';
import { LoginForm } from './login-form';

/** spec 000 §2.3 login: after success go to the redirect query, else the dashboard. */
export function LoginPage() {
  const { xyz, zyx } = useParams();
  const { signIn } = useAuth();

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>{T.title}</Typography>
          {/* Once signed in, the route guard sends the member to the redirect query target or the dashboard. */}
          <LoginForm xyz={xyz} zyx={zyx} onSuccess={signIn} />
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/username/email">{T.forgotUsername}</Link>
            <Link component={RouterLink} to="/password/email">{T.forgotPassword}</Link>
            <Link component={RouterLink} to="/register">{T.register}</Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
