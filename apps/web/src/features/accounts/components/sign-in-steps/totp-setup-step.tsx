import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { renderSVG } from 'uqr';
import { CodeStep } from './code-step';
import type { StepProps } from './step-props';

/** The secret in groups of 4 ('JBSW Y3DP EHPK 3PXP'), easier to type by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code of an otpauth:// URI, as an SVG data URL for an <img>. */
function qrImageSource(uri: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`;
}

/**
 * Authenticator-app (TOTP) setup during sign-in: a QR code to scan, the key in groups of 4 to type by hand,
 * a link that opens the app on this phone, then the app's first code.
 */
export function TotpSetupStep(props: StepProps) {
  const setup = props.step.totpSetup;
  const qr = useMemo(() => (setup ? qrImageSource(setup.setupUri) : null), [setup]);
  return (
    <CodeStep
      {...props}
      prompt="Set up your authenticator app (such as Google Authenticator or Microsoft Authenticator)."
      help="The 6-digit code your app shows for Telkom Cover"
    >
      {setup && qr ? (
        <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <Typography>1. In the app, add an account and scan this QR code:</Typography>
          <Box
            component="img"
            src={qr}
            alt="QR code to add Telkom Cover to your authenticator app"
            sx={{ width: 184, height: 184, alignSelf: 'center', border: 1, borderColor: 'divider' }}
          />
          <Typography>
            On this phone? <Link href={setup.setupUri}>Open in your authenticator app</Link>, or type this
            key:
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
            {groupSecret(setup.sharedSecret)}
          </Typography>
          <Typography>2. Enter the 6-digit code the app shows.</Typography>
        </Stack>
      ) : null}
    </CodeStep>
  );
}
