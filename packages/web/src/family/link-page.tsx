import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { LinkCodeBody, LinkCodeRequestBody, LinkWithSignInBody } from '@portal/domain/family/link.contract';
import { TextInput } from '../components/form-fields/text-input';
import { useConfirmLinkCode, useLinkWithSignIn, useRequestLinkCode } from './family.api';
import { FamilyForm } from './family-form';

const LABELS = { username: M.username, password: M.password, code: M.code };

/** /member/family/link (decision 246): link a minor's existing account with its sign-in, or with a mailed code. */
export function LinkPage() {
  const [done, setDone] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const withSignIn = useLinkWithSignIn();
  const askCode = useRequestLinkCode();
  const confirm = useConfirmLinkCode();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {M.linkTitle}
      </Typography>
      <Typography>{M.linkIntro}</Typography>
      {done && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button component={RouterLink} to="/member/family" color="inherit">
              {M.title}
            </Button>
          }
        >
          {done}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <FamilyForm
          title={M.linkWithSignIn}
          schema={LinkWithSignInBody}
          defaults={{ username: '', password: '' }}
          labels={LABELS}
          send={withSignIn}
          submitLabel={M.link}
          onSent={(a) => setDone(a.message)}
        >
          <TextInput name="username" label={M.username} required autoComplete="off" fullWidth />
          <TextInput name="password" label={M.password} type="password" required autoComplete="off" fullWidth />
        </FamilyForm>
      </Paper>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <FamilyForm
          title={M.linkWithCode}
          schema={LinkCodeRequestBody}
          defaults={{ username: '' }}
          labels={LABELS}
          send={askCode}
          submitLabel={M.sendCode}
          onSent={(a) => setCodeSent(a.message)}
        >
          <TextInput name="username" label={M.username} required autoComplete="off" fullWidth />
        </FamilyForm>
        {codeSent && (
          <Alert severity="info" role="status" sx={{ my: 2 }}>
            {codeSent}
          </Alert>
        )}
        {codeSent && (
          <FamilyForm
            title={M.enterCode}
            schema={LinkCodeBody}
            defaults={{ code: '' }}
            labels={LABELS}
            send={confirm}
            submitLabel={M.link}
            onSent={(a) => setDone(a.message)}
          >
            <TextInput name="code" label={M.code} required autoComplete="one-time-code" fullWidth />
          </FamilyForm>
        )}
      </Paper>
    </Stack>
  );
}
