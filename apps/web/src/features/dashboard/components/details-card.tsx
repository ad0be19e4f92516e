import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatSaMobile, maskIdNumber } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { readApiError } from '../../../lib/api-error';
import type { Audience } from '../../../lib/identity';
import { isEmployeeProfile, useGetAdminUserQuery } from '../../../lib/identity/account-api';
import { DashboardSection } from './dashboard-section';

function Row({ label, value, badge }: { label: string; value: string | null; badge?: string }) {
  return (
    <Box
      component="div"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}{' '}
        {badge ? (
          <Chip size="small" label={badge} color="warning" variant="outlined" sx={{ ml: 0.5 }} />
        ) : null}
      </Typography>
    </Box>
  );
}

/** The user's details from their profile (getAdminUser), with a link to change them. */
export function DetailsCard({ audience, userName }: { audience: Audience; userName: string }) {
  const { data: profile, error, isLoading, refetch } = useGetAdminUserQuery({ audience, userName });
  return (
    <DashboardSection
      title="Your details"
      action={
        <Button
          component={RouterLink}
          to={`/${audience}/profile`}
          variant="text"
          sx={{ px: 1.5, flexShrink: 0 }}
        >
          Edit profile
        </Button>
      }
    >
      {isLoading ? <LoadingState label="Loading your details" /> : null}
      {error ? <ErrorState message={readApiError(error).message} onRetry={() => void refetch()} /> : null}
      {profile ? (
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Name" value={[profile.givenName, profile.familyName].filter(Boolean).join(' ')} />
          <Row label="Username" value={profile.preferredUsername} />
          {isEmployeeProfile(profile) ? (
            <Row label="Salary reference number" value={profile.salaryReferenceNumber} />
          ) : (
            // masked on the page every sign-in opens (others may see the screen); the profile shows it whole
            <Row label="SA ID number" value={maskIdNumber(profile.userName)} />
          )}
          <Row
            label="Email"
            value={profile.email}
            badge={
              profile.pendingEmail
                ? 'New address pending'
                : profile.emailVerified
                  ? undefined
                  : 'Not verified'
            }
          />
          <Row
            label="Mobile"
            value={profile.phoneNumber ? formatSaMobile(profile.phoneNumber) : profile.phoneNumber}
            badge={profile.pendingPhoneNumber ? 'New number pending' : undefined}
          />
        </Box>
      ) : null}
    </DashboardSection>
  );
}
