import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { formatDate } from '../../../../components/policies/labels';
import type { Passkey } from './passkey-flows';

export interface PasskeyListProps {
  passkeys: Passkey[];
  /** Asks to remove one (the section confirms first). */
  onRemove: (passkey: Passkey) => void;
}

/** The user's passkeys: each with its name, the day it was added and a remove button. */
export function PasskeyList({ passkeys, onRemove }: PasskeyListProps) {
  if (passkeys.length === 0) {
    return <Typography>You have no passkeys yet.</Typography>;
  }
  return (
    <Stack component="ul" aria-label="Your passkeys" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {passkeys.map((passkey) => (
        <Box
          component="li"
          key={passkey.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <KeyOutlinedIcon color="primary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {passkey.addedOn ? `Added on ${formatDate(passkey.addedOn.toISOString())}` : 'Added earlier'}
            </Typography>
          </Box>
          <Button
            color="error"
            onClick={() => onRemove(passkey)}
            aria-label={`Remove passkey ${passkey.name}`}
            aria-haspopup="dialog"
            sx={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
