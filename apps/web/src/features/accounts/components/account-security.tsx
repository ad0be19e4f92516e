import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignOut, type Audience } from '../../../lib/identity';

/** Password and sessions: change password, sign out here, or sign out on every device. */
export function AccountSecurity({ audience }: { audience: Audience }) {
  const signOut = useSignOut(audience);
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        Lost a phone or signed in on a shared computer? Sign out of all devices: every session ends, including
        this one.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={`/${audience}/change-password`}>
          Change password
        </Button>
        <Button variant="outlined" onClick={() => void signOut()}>
          Sign out
        </Button>
        <Button variant="outlined" color="error" onClick={() => void signOut({ global: true })}>
          Sign out of all devices
        </Button>
      </Stack>
    </Stack>
  );
}
