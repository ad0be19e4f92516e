import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { maskIdNumber } from '@cover/domain';
import { isEmployeeProfile, type AccountProfile } from '../../../lib/identity/account-api';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

/**
 * The profile's "Your account": the username, an employee's salary reference and type, and the SA ID number
 * by its last 4 digits only, as the dashboard and every other page show it, on a phone others may see (QA
 * walk 14, finding 6).
 */
export function AccountFacts({ profile }: { profile: AccountProfile }) {
  const idNumber = isEmployeeProfile(profile) ? profile.saIdNumber : profile.userName;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Detail label="Username" value={profile.preferredUsername} />
      {isEmployeeProfile(profile) ? (
        <>
          <Detail label="Salary reference number" value={profile.salaryReferenceNumber} />
          <Detail label="Employee type" value={profile.employeeType} />
        </>
      ) : null}
      <Detail label="SA ID number" value={idNumber ? maskIdNumber(idNumber) : null} />
    </Box>
  );
}
