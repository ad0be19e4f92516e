import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homePath, twoFactorPath, useSignOut, type Audience, type SessionUser } from '../../../lib/identity';

export interface SignedInPanelProps {
  audience: Audience;
  user: SessionUser | null;
  /** Signed in with the password, two-factor code still to enter. */
  codePending: boolean;
  next: string;
}

export function displayName(user: SessionUser | null): string {
  if (!user) return '';
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return name || user.preferredUsername || user.username;
}

/**
 * Shown instead of the sign-in form while someone is signed in (spec 000 §4: a signed-in user cannot
 * sign in again without signing out first).
 */
export function SignedInPanel({ audience, user, codePending, next }: SignedInPanelProps) {
  const signOut = useSignOut(audience);
  return (
    <Stack spacing={2.5} role="region" aria-label="Already signed in">
      <Typography>
        You are signed in as <strong>{displayName(user)}</strong>.{' '}
        {codePending
          ? 'Enter the one-time code we sent you to continue.'
          : 'To sign in with another account, sign out first.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          component={RouterLink}
          to={
            codePending
              ? `${twoFactorPath(audience)}?next=${encodeURIComponent(next)}`
              : next || homePath(audience)
          }
        >
          {codePending ? 'Enter my code' : 'Continue to my account'}
        </Button>
        <Button variant="outlined" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    </Stack>
  );
}
