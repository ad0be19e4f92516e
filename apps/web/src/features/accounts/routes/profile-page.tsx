import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { readApiError } from '../../../lib/api-error';
import { homePath, RequireAuth, useAuthSession, type Audience } from '../../../lib/identity';
import { useGetAdminUserQuery } from '../../../lib/identity/account-api';
import { readPoolMfa } from '../../../lib/identity/identity-config';
import { usePublicConfig } from '../../../app/public-config';
import { AccountFacts } from '../components/account-facts';
import { AccountSecurity } from '../components/account-security';
import { MessagePreferencesSection } from '../components/message-preferences-section';
import { PasskeysSection } from '../components/passkeys/passkeys-section';
import { DETAILS_ANCHOR, TwoStepSection } from '../components/two-step/two-step-section';
import { ContactVerifications } from '../components/pending-verification';
import { ProfileForm } from '../components/profile-form';
import { useAudience } from '../hooks/use-audience';
import { PageHead } from '../../../components/page/page-head';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} id={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ProfileContent({ audience }: { audience: Audience }) {
  const session = useAuthSession(audience);
  const userName = session.user?.username ?? '';
  const {
    data: profile,
    error,
    isLoading,
    refetch,
  } = useGetAdminUserQuery({ audience, userName }, { skip: !userName });
  const config = usePublicConfig();
  // Shown once the config says the pools offer it (IDP_MFA OPTIONAL or ON); nothing when MFA is off.
  const poolMfa = config ? readPoolMfa(config) : 'OFF';

  if (isLoading || !profile) {
    return error ? (
      <ErrorState message={readApiError(error).message} onRetry={() => void refetch()} />
    ) : (
      <LoadingState label="Loading your profile" />
    );
  }

  return (
    <Stack spacing={3}>
      <Section title="Your details" id={DETAILS_ANCHOR}>
        <Stack spacing={2}>
          <ContactVerifications audience={audience} profile={profile} />
          <ProfileForm audience={audience} profile={profile} />
        </Stack>
      </Section>
      <Section title="Your account">
        <AccountFacts profile={profile} />
      </Section>
      <Section title="Messages from us">
        <MessagePreferencesSection audience={audience} />
      </Section>
      <Section title="Passkeys">
        <PasskeysSection audience={audience} />
      </Section>
      {poolMfa === 'OFF' ? null : (
        <Section title="Two-step sign-in">
          <TwoStepSection audience={audience} poolMfa={poolMfa} profile={profile} />
        </Section>
      )}
      <Section title="Password and sign-in">
        <AccountSecurity audience={audience} />
      </Section>
    </Stack>
  );
}

/** The signed-in user's profile: details with code verification of a new email or mobile (spec 000 §2). */
export function ProfilePage() {
  const audience = useAudience();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <PageHead title="Your profile" />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={homePath(audience)}>
          My account
        </Link>
        <Typography color="text.primary">Profile</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 3 }}>
        Your profile
      </Typography>
      <RequireAuth audience={audience}>
        <ProfileContent audience={audience} />
      </RequireAuth>
    </Container>
  );
}

export { ProfilePage as Component };
