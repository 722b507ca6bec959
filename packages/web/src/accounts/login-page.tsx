import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import type { TokenPayload } from '@portal/domain/accounts/login.contract';
import { LoginTexts as T } from '@portal/domain/accounts/accounts.messages';
import { getUser } from '@portal/domain/profile/profile.contract';
import { redirectQuery } from '@portal/domain/shared/access';
import { call } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { userQuery } from '../lib/member';
import { queryClient } from '../lib/query-client';
import { writeToken } from '../lib/token';
import { LoginForm } from './login-form';

/** The member of a fresh token, read with it before the app signs in (null when the read fails: sign-in goes on). */
async function memberOf(token: TokenPayload) {
  writeToken(token.access_token, token.expires_in);
  return call(getUser).then(
    (r) => r.data,
    () => null,
  );
}

/**
 * spec 000 §2.3 login: after success go to the redirect query, else the dashboard; a member holding a staff role
 * goes to the back-office home instead, where their work is (decision 277; the dashboard links back to it).
 */
export function LoginPage() {
  const { xyz, zyx } = useParams();
  const { signIn } = useAuth();
  const { search } = useLocation();
  const navigate = useNavigate();
  const onSuccess = async (token: TokenPayload) => {
    const member = redirectQuery(search) ? null : await memberOf(token);
    if (member?.staff_roles.length) void navigate('?redirect=%2Fstaff', { replace: true });
    signIn(token);
    if (member) queryClient.setQueryData(userQuery(token.access_token).queryKey, member); // read once: the page after uses it
  };

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {T.title}
          </Typography>
          {/* Once signed in, the route guard sends the member to the redirect query target or the dashboard. */}
          <LoginForm xyz={xyz} zyx={zyx} onSuccess={(token) => void onSuccess(token)} />
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/username/email">
              {T.forgotUsername}
            </Link>
            <Link component={RouterLink} to="/password/email">
              {T.forgotPassword}
            </Link>
            <Link component={RouterLink} to="/register">
              {T.register}
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
