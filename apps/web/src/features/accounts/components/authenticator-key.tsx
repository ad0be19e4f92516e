import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { renderSVG } from 'uqr';

/** The secret in groups of 4 ('JBSW Y3DP EHPK 3PXP'), easier to type by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code of an otpauth:// URI, as an SVG data URL for an <img>. */
function qrImageSource(uri: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`;
}

/**
 * Adding Telkom Cover to an authenticator app: a QR code to scan, a link that opens the app on this
 * phone, or the key in groups of 4 to type by hand. Used at sign-in (a pool that requires it) and on the
 * profile (turning two-step sign-in on).
 */
export function AuthenticatorKey({ secret, setupUri }: { secret: string; setupUri: string }) {
  const qr = useMemo(() => qrImageSource(setupUri), [setupUri]);
  return (
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Typography>1. In the app, add an account and scan this QR code:</Typography>
      <Box
        component="img"
        src={qr}
        alt="QR code to add Telkom Cover to your authenticator app"
        sx={{ width: 184, height: 184, alignSelf: 'center', border: 1, borderColor: 'divider' }}
      />
      <Typography>
        On this phone? <Link href={setupUri}>Open in your authenticator app</Link>, or type this key:
      </Typography>
      <Typography
        component="code"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.125rem',
          letterSpacing: '0.08em',
          wordSpacing: '0.3em',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          borderRadius: 1,
          px: 1.5,
          py: 1,
        }}
      >
        {groupSecret(secret)}
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
    </Stack>
  );
}
