import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { safeRedirect } from '@portal/domain/shared/access';
import { useAuth } from '../lib/auth';
import { LoginForm } from './login-form';

/** spec 000 §2.3 login: after success go to the redirect query, else the dashboard. */
export function LoginPage() {
  const { xyz, zyx } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const redirect = search.get('redirect');

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>Sign In</Typography>
          <LoginForm xyz={xyz} zyx={zyx} onSuccess={(token) => {
            signIn(token);
            void navigate(safeRedirect(redirect), { replace: true });
          }} />
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/username/email">Forgot username?</Link>
            <Link component={RouterLink} to="/password/email">Forgot / reset password?</Link>
            <Link component={RouterLink} to="/register">Register a new account</Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
