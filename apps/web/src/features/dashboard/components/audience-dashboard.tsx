import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthSession, useSignOut, type Audience } from '../../../lib/identity';
import { AwaitingAcceptance } from './awaiting-acceptance';
import { DashboardSection } from './dashboard-section';
import { DetailsCard } from './details-card';
import { DeviceCoverCard } from './device-cover-card';
import { MotorCoverCard } from './motor-cover-card';
import { FuneralCoverCard } from './funeral-cover-card';
import { greeting } from './greeting';
import { PRODUCT_LINES } from './product-lines';
import { ProductOfferCard } from './product-offer-card';
import { PageHead } from '../../../components/page/page-head';

const TITLES: Record<Audience, string> = { retail: 'My account', employee: 'My employee cover' };

/** The home of a signed-in retail customer or employee: greeting, details, cover and account links. */
export function AudienceDashboard({ audience }: { audience: Audience }) {
  const session = useAuthSession(audience);
  const signOut = useSignOut(audience);
  const user = session.user;
  if (!user) return null;
  const name = user.givenName ?? user.username;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <PageHead title={TITLES[audience]} />
      <Typography variant="overline" component="p" color="text.secondary">
        {TITLES[audience]}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {`${greeting(new Date().getHours())}, ${name}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {audience === 'employee'
          ? 'Your cover through Telkom, paid from your salary or by debit order.'
          : 'Your cover, claims and payments in one place.'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, md: 3 }}>
          {audience === 'employee' ? <AwaitingAcceptance /> : null}
          {PRODUCT_LINES[audience].map((line) => {
            if (line.id === 'funeral')
              return <FuneralCoverCard key={line.id} audience={audience} line={line} />;
            if (line.id === 'device')
              return <DeviceCoverCard key={line.id} audience={audience} line={line} />;
            if (line.id === 'motor') return <MotorCoverCard key={line.id} audience={audience} line={line} />;
            return <ProductOfferCard key={line.id} line={line} />;
          })}
        </Stack>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <DetailsCard audience={audience} userName={user.username} />
          <DashboardSection title="Account">
            <Stack spacing={1}>
              <Button variant="outlined" component={RouterLink} to={`/${audience}/profile`}>
                Profile
              </Button>
              <Button variant="outlined" component={RouterLink} to={`/${audience}/change-password`}>
                Change password
              </Button>
              <Button variant="text" onClick={() => void signOut()}>
                Sign out
              </Button>
            </Stack>
          </DashboardSection>
        </Stack>
      </Box>
    </Container>
  );
}
